print('before')
match 1:
    case (y as x):
        pass
    case 1:
        pass
