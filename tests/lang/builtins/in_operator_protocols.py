# the in operator: __contains__ first, then __iter__ (consuming), then __getitem__; results coerced to bool
class Contains:
    def __contains__(self, x):
        print("contains", x)
        return x == 1
class IterOnly:
    def __init__(self):
        self.pulled = 0
    def __iter__(self):
        for i in range(5):
            self.pulled += 1
            yield i
class GetItemOnly:
    def __getitem__(self, i):
        if i > 3:
            raise IndexError
        return i * 2
print(1 in Contains(), 2 in Contains(), 2 not in Contains())
io = IterOnly()
print(2 in io, io.pulled, 9 in io, io.pulled)
print(4 in GetItemOnly(), 5 in GetItemOnly())
class TruthyContains:
    def __contains__(self, x):
        return "non-empty"
class FalsyContains:
    def __contains__(self, x):
        return 0
print(1 in TruthyContains(), 1 in FalsyContains())
it = iter([1, 2, 3, 4])
print(2 in it, list(it))
g = (x for x in range(10))
print(5 in g, next(g))
class Nothing:
    pass
try:
    1 in Nothing()
except TypeError as e:
    print(type(e).__name__, e)
try:
    1 in 5
except TypeError as e:
    print(type(e).__name__, e)
class Raises:
    def __contains__(self, x):
        raise KeyError("inside contains")
try:
    1 in Raises()
except KeyError as e:
    print(type(e).__name__, e)
nan = float("nan")
print(nan in [nan], nan in (nan,))
