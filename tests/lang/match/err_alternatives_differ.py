print('before')
match 1:
    case [x] | [y]:
        pass
