print('before')
match 1:
    case [x] as x:
        pass
