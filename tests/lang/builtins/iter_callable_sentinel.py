# iter(callable, sentinel): stops at the sentinel (by ==), lazy, errors for non-callables and raising callables
data = [3, 1, 4, 1, 5, 0, 9]
pos = iter(data)
print(list(iter(lambda: next(pos), 0)))
print(list(pos))
n = [0]
def counter():
    n[0] += 1
    return n[0]
it = iter(counter, 4)
print(type(it).__name__, iter(it) is it)
print(list(it), n)
print(list(it), n)
lines = iter(["a", "b", "", "c"])
print(list(iter(lambda: next(lines), "")))
class Eq:
    def __eq__(self, other):
        return other == 2
n[0] = 0
print(list(iter(counter, Eq())))
n[0] = 0
print(list(iter(counter, 2.0)))
try:
    iter(5, 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter([1], 1)
except TypeError as e:
    print(type(e).__name__, e)
def raiser():
    raise ValueError("from callable")
try:
    list(iter(raiser, None))
except ValueError as e:
    print(type(e).__name__, e)
n[0] = 0
print(next(iter(counter, 10)), next(iter(counter, 10)))
from itertools import islice
n[0] = 0
print(list(islice(iter(counter, None), 5)))
