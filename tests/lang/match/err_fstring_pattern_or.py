print('before')
match "x":
    case "a" | f"x" as y:
        pass
