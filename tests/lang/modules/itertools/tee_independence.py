# tee: independent copies at different speeds, n of 0 to 5, tee of a tee, the source advanced elsewhere
from itertools import tee, islice, count
a, b = tee(range(10))
print(list(islice(a, 3)), list(islice(b, 5)), list(a), list(b))
for n in range(0, 6):
    ts = tee('abc', n)
    print(n, type(ts).__name__, len(ts), [list(t) for t in ts])
x, y = tee(count())
print(next(x), next(x), next(y), next(x), next(y), next(y), next(y))
p, q = tee(iter([1, 2, 3]))
r, s = tee(p)
print(list(r), list(s), list(q))
src = iter(range(6))
m, n = tee(src)
print(next(m), next(src), list(m), list(n))
for bad in [-1, 1.5, 'x']:
    try:
        tee([1], bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    tee(5)
except TypeError as e:
    print(type(e).__name__, e)
