def f(x):
    match x:
        case {"a": 1, **rest}:
            return ("a is 1", rest)
        case {"b": b, **others}:
            return ("b", b, others)
        case {**everything}:
            return ("all", everything)

for v in [{"a": 1}, {"a": 1, "b": 2, "c": 3}, {"b": 2}, {"b": 2, "a": 2}, {}, {"z": 0}, "no"]:
    r = f(v)
    print(repr(v), r)
    if isinstance(r, tuple):
        d = r[-1]
        print(type(d).__name__, d is v)

from collections import OrderedDict, defaultdict, Counter
for v in [OrderedDict(a=1, b=2), defaultdict(int, {"b": 5}), Counter("abb")]:
    r = f(v)
    print(type(v).__name__, r[0], dict(r[-1]), type(r[-1]).__name__)
