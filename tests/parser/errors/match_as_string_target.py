match x:
    case [1] as "s":
        pass
