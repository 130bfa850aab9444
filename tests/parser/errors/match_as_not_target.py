match x:
    case 1 as not x:
        pass
