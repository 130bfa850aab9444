# dict() and dict.update() from iterators of pairs: generators, zip, user iterators, malformed elements
print(dict(zip("abc", range(3))))
print(dict((k, len(k)) for k in ["aa", "b"]))
print(dict(map(lambda s: s.split("="), ["x=1", "y=2"])))
print(dict(enumerate("ab")), dict([("k", 1), ["k", 2]]))
d = {}
d.update((str(i), i) for i in range(3))
print(d)
d.update(iter([("0", "zero")]), extra=True)
print(d)
def attempt(arg):
    try:
        print(dict(arg))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
attempt([("a", 1), ("b", 2, 3)])
attempt([(1,)])
attempt([1, 2])
attempt(["ab", "cd"])
attempt(["abc"])
attempt(x for x in [("a", 1), None])
attempt([([], 1)])
attempt(5)
print(dict.fromkeys(x * 2 for x in range(3)), dict.fromkeys(iter("ab"), 0))
class Pairs:
    def __iter__(self):
        yield "p", 1
        yield "q", 2
print(dict(Pairs()), {**dict(Pairs())})
