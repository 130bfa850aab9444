def f(x):
    match x:
        case [a, b]:
            return ("seq", a, b)
        case [*items]:
            return ("any seq", items)
        case str() | bytes():
            return "string-like"
        case _:
            return "no"

for v in ["ab", "", b"ab", b"", "x", [1, 2], (1, 2, 3), {"a": 1, "b": 2}, {1, 2}, frozenset([1, 2]),
          iter([1, 2]), (i for i in range(2)), 3]:
    r = f(v)
    print(type(v).__name__, r if not isinstance(r, tuple) or r[0] != "any seq" else r)

