# itertools.tee: independent iterators over one source
from itertools import tee, islice, count
import copy

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a, b = tee([1, 2, 3])
print(list(a), list(b))
a, b, c = tee(range(4), 3)
print(next(a), next(a), next(b), list(c), list(a), list(b))
print(tee([1], 0))
print(len(tee('ab', 5)))
print([list(x) for x in tee('xyz', 1)])
# the source is read once, as far as the furthest copy
reads = []
def src():
    for i in range(5):
        reads.append(i)
    return iter(range(5))
a, b = tee(src())
print(next(a), next(a), reads)
# long runs cross the internal blocks
a, b = tee(range(300))
print(sum(a), sum(b))
a, b = tee(count())
print(list(islice(a, 200))[-1], next(b), list(islice(b, 150))[-1])
# a tee of a tee
a, b = tee('abc')
c, d = tee(a)
print(c is a, list(c), list(d), list(b))
a, b = tee('abcd')
next(a)
x = a.__copy__()
y = copy.copy(a)
print(list(x), list(y), list(a), list(b))
t(lambda: tee())
t(lambda: tee(1))
t(lambda: tee([1], -1))
t(lambda: tee([1], 'a'))
t(lambda: tee([1], 2, 3))
t(lambda: tee([1], n=3))
t(lambda: tee(1, 0))
print(type(tee('a')[0]).__name__)
