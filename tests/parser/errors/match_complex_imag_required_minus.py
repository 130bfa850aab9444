match x:
    case -1 - 2.5:
        pass
