# itertools.pairwise
from itertools import pairwise

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(pairwise('ABCDEFG')))
print(list(pairwise([1])))
print(list(pairwise([])))
print(list(pairwise(range(5))))
print([b - a for a, b in pairwise([1, 4, 9, 16, 25])])
it = iter([1, 2, 3, 4])
p = pairwise(it)
print(next(p), list(it), list(p))
t(lambda: pairwise())
t(lambda: pairwise(1))
t(lambda: pairwise([1], [2]))
t(lambda: pairwise(iterable=[1]))
