def f(v):
    match v:
        case 1 | 2 | 3:
            return "small"
        case "a" | "b":
            return "letter"
        case [x, 0] | [0, x]:
            return ("one zero", x)
        case (x, y, 1) | (y, x, 2):
            return ("swap", x, y)
        case {"k": k} | {"key": k}:
            return ("key", k)
        case None | True:
            return "none or true"
        case [] | ():
            return "empty"
        case _:
            return "other"

for v in [1, 3, 4, "a", "c", [5, 0], [0, 6], [0, 0], (7, 8, 1), (7, 8, 2), (7, 8, 3),
          {"k": 1}, {"key": 2}, {"kk": 3}, None, True, False, [], (), 1.0]:
    print(repr(v), f(v))
