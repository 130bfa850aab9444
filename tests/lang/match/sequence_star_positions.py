def f(x):
    match x:
        case [*rest, 1]:
            return ("ends with 1", rest)
        case [0, *rest]:
            return ("starts with 0", rest)
        case [2, *mid, 3]:
            return ("2..3", mid)
        case [a, b, *rest, c, d]:
            return ("long", a, b, rest, c, d)
        case [*all_]:
            return ("other", all_)

for v in [[1], [5, 1], [0], [0, 9, 9], [2, 3], [2, 4, 5, 3], [4, 5, 6, 7], [4, 5, 6, 7, 8, 9],
          (9, 8), (), range(5), range(3, 0, -1)]:
    print(repr(v), f(v))
    r = f(v)
    print([type(p).__name__ for p in r[1:]])
