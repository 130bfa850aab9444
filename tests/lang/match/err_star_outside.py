print('before')
match 1:
    case *x:
        pass
