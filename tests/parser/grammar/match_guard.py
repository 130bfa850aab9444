match x:
    case [a, b] if a > b:
        pass
    case {"k": v} if v:
        pass
