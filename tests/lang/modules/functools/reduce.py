# functools.reduce
from functools import reduce
import operator

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.add, [1, 2, 3, 4], 10))
print(reduce(lambda a, b: a * b, range(1, 11)), reduce(max, [3, 9, 2]), reduce(operator.add, ['a', 'b', 'c']))
print(reduce(operator.add, [], 0), reduce(operator.add, [5]), reduce(operator.add, [], 'init'))
print(reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []))
print(reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [('a', 1), ('b', 2)], {}))
print(reduce(operator.or_, [{1}, {2}, {3}]), reduce(operator.add, range(10000)))
print(reduce(lambda a, b: a, iter([1, 2, 3])), reduce(operator.add, {'x': 1, 'y': 2}))
t(lambda: reduce(operator.add, []))
t(lambda: reduce(operator.add, iter([])))
t(lambda: reduce())
t(lambda: reduce(operator.add))
t(lambda: reduce(operator.add, 1))
t(lambda: reduce(None, [1, 2]))
t(lambda: reduce(None, [1]))
t(lambda: reduce(operator.add, [1], 2, 3))
t(lambda: reduce(function=operator.add, sequence=[1, 2]))
t(lambda: reduce(operator.add, [1, 'a']))
t(lambda: reduce(lambda a: a, [1, 2]))
