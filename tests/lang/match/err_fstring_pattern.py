# syntax error: fstring_pattern
print('before')
match "x":
    case f"x":
        pass
