match x:
    case 1 as x as y:
        pass
