def f(x):
    match x:
        case 0:
            return "zero"
        case 1:
            return "one"
        case -1:
            return "minus one"
        case 10_000:
            return "ten thousand"
        case 0x10:
            return "sixteen"
        case 123456789012345678901234567890:
            return "big"
        case _:
            return "other"

for v in [0, 1, -1, 10000, 16, 123456789012345678901234567890, 2, 1.0, True, False, 0.0, "1", None]:
    print(repr(v), f(v))
