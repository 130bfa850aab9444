def f(x, w):
    match w := x,:
        case y as v,:
            z = 0
    match *x, w:
        case _:
            pass
