print('before')
match 1:
    case [x, y] | [x]:
        pass
