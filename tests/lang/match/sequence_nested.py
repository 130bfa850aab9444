def f(x):
    match x:
        case [[a, b], [c, d]]:
            return ("2x2", a, b, c, d)
        case [(x1, y1), *others]:
            return ("points", x1, y1, len(others))
        case [[[deep]]]:
            return ("deep", deep)
        case [[], [[]], [[], []]]:
            return "empties"
        case _:
            return "no"

for v in [[[1, 2], [3, 4]], [(1, 2), (3, 4), (5, 6)], [[[9]]], [[], [[]], [[], []]], [[1], [2]], [1, 2]]:
    print(f(v))
