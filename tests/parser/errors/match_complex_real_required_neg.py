match x:
    case -1j + 1:
        pass
