print('before')
match 1:
    case [x | 1]:
        pass
    case y | 2:
        pass
