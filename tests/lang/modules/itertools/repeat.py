# itertools.repeat: finite and infinite, repr, __length_hint__
from itertools import repeat, islice
import operator

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(repeat('a', 3)))
print(list(repeat(None, 0)))
print(list(repeat(1, -5)))
print(list(islice(repeat([1]), 3)))
print(list(repeat(object=7, times=2)))
print(list(map(pow, range(5), repeat(2))))
r = repeat('x', 3)
print(repr(r), next(r), repr(r), r.__length_hint__())
print(repr(repeat('x')), repr(repeat(1.5, -1)), repr(repeat([1, 2], 2)))
print(operator.length_hint(repeat(1, 5)))
t(lambda: repeat('x').__length_hint__())
t(lambda: repeat())
t(lambda: repeat(1, 2, 3))
t(lambda: repeat(1, 'a'))
t(lambda: repeat(1, 2.0))
t(lambda: repeat(1, x=2))
t(lambda: repeat(1, times=None))
x = [1]
r = list(repeat(x, 3))
print(r[0] is r[2])
