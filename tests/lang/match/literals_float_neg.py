def f(x):
    match x:
        case 1.5:
            return "one and a half"
        case -2.5:
            return "minus two and a half"
        case -0:
            return "zero"
        case 1e3:
            return "thousand"
        case _:
            return "other"

for v in [1.5, -2.5, 0, 0.0, -0.0, 1000, 1000.0, 1e3, 2, float("nan"), True]:
    print(repr(v), f(v))
