# an iterator that raises part-way: every consumer propagates the error after consuming the earlier items
class Fails:
    def __init__(self, good, exc=ValueError):
        self.good, self.exc, self.seen = good, exc, []
    def __iter__(self):
        return self
    def __next__(self):
        if len(self.seen) >= self.good:
            raise self.exc("failed after %d" % len(self.seen))
        self.seen.append(len(self.seen))
        return len(self.seen)

consumers = [
    ("sum", sum), ("min", min), ("max", max), ("sorted", sorted), ("list", list),
    ("tuple", tuple), ("set", set), ("any", lambda it: any(x > 99 for x in it)),
    ("all", all), ("join", lambda it: "".join(map(str, it))), ("dict", lambda it: dict((x, x) for x in it)),
    ("enumerate", lambda it: list(enumerate(it))), ("zip", lambda it: list(zip(it, range(10)))),
    ("in", lambda it: 99 in it), ("unpack", lambda it: [*it]), ("frozenset", frozenset),
]
for name, fn in consumers:
    f = Fails(3)
    try:
        fn(f)
        print(name, "no error")
    except ValueError as e:
        print(name, type(e).__name__, e, f.seen)
f = Fails(3)
print(any(f), f.seen)
f = Fails(3)
print(2 in f, f.seen)
f = Fails(1, KeyError)
try:
    for x in f:
        pass
except KeyError as e:
    print(type(e).__name__, e, x)
