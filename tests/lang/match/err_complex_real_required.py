print('before')
match 1:
    case 0:
        pass
    case 1j + 1:
        pass
