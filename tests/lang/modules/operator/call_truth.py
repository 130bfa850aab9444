# operator.call (3.11), and operator functions as values
import operator as op

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(op.call(len, [1, 2]), op.call(max, 1, 5, 3), op.call(sorted, [3, 1], reverse=True))
print(op.call(dict, a=1))
t(lambda: op.call())
t(lambda: op.call(1))
print(repr(op.add), repr(op.itemgetter), op.add.__name__, op.not_.__name__)
from functools import reduce
print(reduce(op.mul, range(1, 8)), reduce(op.or_, [1, 2, 4]), reduce(op.concat, [[1], [2], [3]]))
print(sorted(['b', 'A', 'c'], key=op.methodcaller('lower')))
print(list(map(op.neg, [1, -2])), list(map(op.add, [1, 2], [10, 20])), list(filter(op.truth, [0, 1, '', 'x'])))
print(list(map(op.getitem, ['ab', 'cd'], [0, 1])))
