def f(x):
    match x:
        case (1):
            return "one"
        case ((2 | 3)):
            return "two or three"
        case ([a, b]):
            return ("pair", a, b)
        case (((c))):
            return ("c", c)

for v in [1, 2, 3, [4, 5], (6, 7), 8]:
    print(f(v))
