print('before')
match 1:
    case 0:
        pass
    case [1] as x.y:
        pass
