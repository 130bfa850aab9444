match x:
    case:
        pass
