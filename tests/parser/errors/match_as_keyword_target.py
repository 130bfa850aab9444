match x:
    case 1 as True:
        pass
