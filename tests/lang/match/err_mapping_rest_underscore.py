print('before')
match 1:
    case 0:
        pass
    case {**_}:
        pass
