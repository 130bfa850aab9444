match x:
    case 1 + 2 + 3j:
        pass
