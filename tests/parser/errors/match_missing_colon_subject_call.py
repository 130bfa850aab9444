match f(x)
    case 1:
        pass
