# itertools.accumulate: default +, func, initial
from itertools import accumulate
import operator

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(accumulate([1, 2, 3, 4, 5])))
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2], max)))
print(list(accumulate([3, 1, 4, 1, 5], min)))
print(list(accumulate(['a', 'b', 'c'])))
print(list(accumulate([[1], [2], [3]])))
print(list(accumulate([1.5, 2.5])))
print(list(accumulate([])))
print(list(accumulate([], initial=100)))
print(list(accumulate([1, 2, 3], initial=100)))
print(list(accumulate([1, 2, 3], operator.sub, initial=10)))
print(list(accumulate([1, 2], initial=None)))
print(list(accumulate([1, 2], None)))
print(list(accumulate(range(5), lambda a, b: a * 10 + b)))
print(list(accumulate(iterable=[1, 2], func=operator.add, initial=0)))
t(lambda: list(accumulate([1, 'a'])))
t(lambda: list(accumulate([1, 2], 5)))
t(lambda: accumulate())
t(lambda: accumulate(1))
t(lambda: accumulate([1], None, None))
t(lambda: accumulate([1], x=1))
def bad(a, b):
    raise ValueError('bad %r %r' % (a, b))
it = accumulate([1, 2, 3], bad)
print(next(it))
t(lambda: next(it))
