match x:
    case 1:
        pass
    case -1:
        pass
    case 1.5:
        pass
    case "s" "t":
        pass
    case b"x":
        pass
    case a.b:
        pass
    case 1 + 2j:
        pass
    case -1 - 2j:
        pass
