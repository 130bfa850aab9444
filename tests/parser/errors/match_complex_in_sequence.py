match x:
    case [0, 1.5 - 2]:
        pass
