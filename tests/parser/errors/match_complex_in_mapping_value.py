match x:
    case {"k": 1 + 1}:
        pass
