match x:
    case []:
        pass
    case [a]:
        pass
    case (a, b):
        pass
    case a, b:
        pass
    case [a, *rest]:
        pass
    case (*_, last):
        pass
    case ():
        pass
    case (a,):
        pass
    case a, *b:
        pass
