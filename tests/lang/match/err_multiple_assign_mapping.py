print('before')
match 1:
    case {"a": r, **r}:
        pass
