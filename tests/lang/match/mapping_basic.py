def f(x):
    match x:
        case {}:
            if not x:
                return "empty dict"
            return ("any mapping", sorted(x))

def g(x):
    match x:
        case {"type": "point", "x": px, "y": py}:
            return ("point", px, py)
        case {"type": "circle", "r": r}:
            return ("circle", r)
        case {"type": t}:
            return ("unknown type", t)
        case {1: one, 2.5: f, None: n, True: t}:
            return ("odd keys", one, f, n, t)
        case _:
            return "no"

for v in [{}, {"a": 1}, [], "x"]:
    print(repr(v), f(v))
for v in [{"type": "point", "x": 1, "y": 2}, {"type": "point", "x": 1, "y": 2, "z": 3},
          {"type": "point", "x": 1}, {"type": "circle", "r": 5, "extra": None},
          {"type": "square"}, {1: "a", 2.5: "b", None: "c", True: "d"},
          {1: "a", 2.5: "b", None: "c"}, {"x": 1}, [("type", "point")], None]:
    print(repr(v), g(v))
