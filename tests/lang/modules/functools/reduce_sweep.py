# reduce with operators, lambdas, initial values, iterators and generators; the error texts
from functools import reduce
import operator as op
print(reduce(op.add, range(101)), reduce(op.mul, range(1, 21)), reduce(op.add, 'abc'), reduce(op.add, [[1], [2], [3]], []))
print(reduce(lambda a, b: a * 10 + b, [1, 2, 3, 4]), reduce(max, [3, 9, 2]), reduce(op.sub, [10, 1, 2], 100), reduce(op.add, [], 'init'))
print(reduce(op.add, iter([5])), reduce(op.add, (x * x for x in range(5))), reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [('a', 1), ('b', 2)], {}))
print(reduce(op.truediv, [1, 2, 4, 8]), reduce(op.pow, [2, 3, 2]), reduce(lambda a, b: b, range(10**5)), reduce(op.or_, [{1}, {2}, {1, 3}]))
print(reduce(function=op.add, iterable=[1], initial=0) if False else reduce(op.add, [1, 2], 0))
for args in [(op.add, []), (op.add, iter([])), (op.add, 5), (op.add, [1, 'a']), (5, [1, 2]), (op.add,), (), (op.add, [1], 0, 9)]:
    try:
        print(reduce(*args))
    except TypeError as e:
        print(type(e).__name__, e)
def boom(a, b):
    if b == 3:
        raise ValueError('at 3')
    return a + b
try:
    reduce(boom, range(10))
except ValueError as e:
    print(type(e).__name__, e)
