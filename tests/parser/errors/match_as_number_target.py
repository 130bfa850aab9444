match x:
    case int() as 1:
        pass
