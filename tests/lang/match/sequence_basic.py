def f(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return ("one", a)
        case [a, b]:
            return ("two", a, b)
        case (a, b, c):
            return ("three", a, b, c)
        case [a, b, c, d, *_]:
            return ("four+", a, b, c, d)

for v in [[], (), [1], (1,), [1, 2], (1, 2), [1, 2, 3], (1, 2, 3), [1, 2, 3, 4], list(range(10)),
          range(0), range(2), range(7), "ab", b"ab", {1: 2}, {1, 2}, 5, None]:
    print(repr(v), f(v))
