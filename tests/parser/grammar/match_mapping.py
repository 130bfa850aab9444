match x:
    case {}:
        pass
    case {"a": 1, "b": b}:
        pass
    case {1: _, **rest}:
        pass
    case {a.b: c}:
        pass
    case {None: x, True: y, -1: z}:
        pass
