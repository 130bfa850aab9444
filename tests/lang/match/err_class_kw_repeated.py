print('before')
match 1:
    case C(a=1, a=2):
        pass
