match a, b:
    case 1, 2:
        pass
match (x):
    case _:
        pass
match -x:
    case _:
        pass
match f(x):
    case _:
        pass
