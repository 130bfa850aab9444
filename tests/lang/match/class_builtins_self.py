def f(v):
    match v:
        case bool(b):
            return ("bool", b)
        case int(i):
            return ("int", i)
        case float(x):
            return ("float", x)
        case str(s):
            return ("str", s)
        case bytes(b):
            return ("bytes", b)
        case list([a, *_]):
            return ("non-empty list", a)
        case list(l):
            return ("list", l)
        case tuple(t):
            return ("tuple", t)
        case dict({"k": k}):
            return ("dict with k", k)
        case dict(d):
            return ("dict", d)
        case set(s):
            return ("set", sorted(s))
        case frozenset(s):
            return ("frozenset", sorted(s))
        case _:
            return "other"

for v in [True, 3, 2.5, "s", b"b", [1], [], (1,), {"k": 1}, {}, {1}, frozenset({2}), None]:
    print(repr(v), f(v))

class MyList(list):
    pass
class MyDict(dict):
    __match_args__ = ("size",)
    @property
    def size(self):
        return len(self)

print(f(MyList([5])), f(MyList()))
match MyDict(a=1):
    case MyDict(n):
        print("via __match_args__", n)
match MyList([4]):
    case list([4]):
        print("list([4]) matched MyList([4])")
class MyTuple(tuple):
    pass
match MyTuple((1, 2)):
    case MyTuple(t):
        print("MyTuple inherits matching itself:", t)
match 4.0:
    case int(x):
        print("no")
    case float(4):
        print("float(4) == 4.0")
