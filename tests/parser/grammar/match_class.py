match x:
    case Point():
        pass
    case Point(1, 2):
        pass
    case Point(x=1, y=b):
        pass
    case a.B(1, y=2):
        pass
    case C(d,):
        pass
