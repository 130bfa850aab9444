print('before')
match 1:
    case 0:
        pass
    case int() as 1:
        pass
