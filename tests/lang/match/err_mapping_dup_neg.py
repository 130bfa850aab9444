print('before')
match 1:
    case {-1: 1, -1.0: 2}:
        pass
