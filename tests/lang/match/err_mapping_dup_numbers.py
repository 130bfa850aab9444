print('before')
match 1:
    case {1: 1, True: 2}:
        pass
