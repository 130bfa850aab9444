match x:
    case 1 as 1 + 2:
        pass
