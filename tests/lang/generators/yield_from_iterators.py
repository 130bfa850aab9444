# yield from over various iterables: range, dict, str, set of ints, map, nested generators, user iterator
def g():
    yield from range(3)
    yield from {"a": 1, "b": 2}
    yield from "xy"
    yield from sorted({3, 1, 2})
    yield from map(str.upper, "cd")
    yield from (i * i for i in range(3))
    yield from zip("ab", [1, 2])
    yield from enumerate("pq", 1)
print(list(g()))

class Count:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration("ret-%d" % self.n)
        self.i += 1
        return self.i

def h():
    r = yield from Count(3)
    yield r
print(list(h()))

def flatten(x):
    if isinstance(x, list):
        for y in x:
            yield from flatten(y)
    else:
        yield x
print(list(flatten([1, [2, [3, [4, []]], 5], [[6]]])))

class BadIter:
    def __iter__(self):
        return 5
def b():
    yield from BadIter()
try:
    list(b())
except TypeError as e:
    print(type(e).__name__, e)

class NextRaises:
    def __iter__(self):
        return self
    def __next__(self):
        raise KeyError("in next")
def n():
    yield from NextRaises()
try:
    list(n())
except KeyError as e:
    print(type(e).__name__, e)
