print('before')
match "x":
    case "y":
        pass
    case f"x{1}":
        pass
