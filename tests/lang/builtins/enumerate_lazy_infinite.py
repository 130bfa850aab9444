# enumerate and zip over infinite and lazy iterators: start values, stopping early, error arguments
from itertools import count, islice
def naturals():
    n = 0
    while True:
        yield n
        n += 1
e = enumerate(naturals(), start=100)
print(next(e), next(e), list(islice(e, 2)))
print(list(enumerate("ab", -5)), list(enumerate("ab", start=10**20)))
print(list(zip(count(), "xyz")), list(zip("xy", naturals())))
for i, v in enumerate(naturals()):
    if v >= 3:
        print("stopped at", i, v)
        break
def attempt(fn):
    try:
        print(fn())
    except TypeError as e:
        print(type(e).__name__, e)
attempt(lambda: enumerate(5))
attempt(lambda: enumerate([1], "1"))
attempt(lambda: enumerate([1], 1.5))
attempt(lambda: enumerate())
attempt(lambda: list(enumerate(iterable=[1])))
attempt(lambda: list(enumerate([1], start=True)))
attempt(lambda: zip(1, [2]))
attempt(lambda: list(zip()))
attempt(lambda: list(map(len)))
attempt(lambda: list(map(len, 5)))
attempt(lambda: list(filter(None)))
attempt(lambda: list(filter(5, [1])))
attempt(lambda: list(map(None, [1])))
e = enumerate(x * 2 for x in range(3))
print(type(e).__name__, iter(e) is e, list(e), list(e))
z = zip(naturals(), map(str.upper, "ab"))
print(type(z).__name__, list(z))
