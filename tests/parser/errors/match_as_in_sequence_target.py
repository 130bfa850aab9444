match x:
    case [1 as a, 2 as 3]:
        pass
