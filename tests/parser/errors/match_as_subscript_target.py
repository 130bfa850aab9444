match x:
    case 1 as x[0]:
        pass
