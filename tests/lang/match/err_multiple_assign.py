print('before')
match 1:
    case [x, x]:
        pass
