match x:
    case 1 | 2 | 3:
        pass
    case [1, 2] as y:
        pass
    case 1 | 2 as z:
        pass
    case _:
        pass
    case y:
        pass
