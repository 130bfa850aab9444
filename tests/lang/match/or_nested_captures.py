def f(v):
    match v:
        case [(1 | 2) as a, (3 | 4) as b] | [a, b, _]:
            return ("ab", a, b)
        case {"x": (int() | float()) as x}:
            return ("num", x)
        case [[x] | x]:
            return ("maybe nested", x)
        case _:
            return "other"

for v in [[1, 3], [2, 4], [1, 5], [9, 8, 7], {"x": 1}, {"x": 2.5}, {"x": "s"}, [[5]], [6], [[7, 8]], []]:
    print(repr(v), f(v))

# alternatives are tried in order; side effects show the order
class Trace:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        print("compare", self.n, "with", other)
        return self.n == other

class V:
    A = 10
    B = 20
    C = 30

match Trace(20):
    case V.A | V.B | V.C:
        print("matched")
