print('before')
match 1:
    case _:
        pass
    case 2:
        pass
