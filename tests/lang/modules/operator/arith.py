# operator's binary arithmetic: the same results and errors as the operators
import operator as op

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

pairs = [(7, 2), (-7, 2), (7.5, 2), (2**70, 3), (True, 2), ('ab', 3), ([1], 2), (3, 'x'), (1, 0), (1.0, 0), (None, 1)]
for a, b in pairs:
    for name in ['add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'lshift', 'rshift', 'and_', 'or_', 'xor', 'matmul']:
        t(lambda: (name, getattr(op, name)(a, b)))
print(op.add('a', 'b'), op.add([1], [2]), op.add((1,), (2,)))
print(op.or_({1}, {2}), op.and_({1, 2}, {2}), op.xor({1, 2}, {2, 3}), op.sub({1, 2}, {2}))
print(op.or_({'a': 1}, {'b': 2}))
print(op.mod('%s-%d', ('x', 3)))
print(op.pow(2, -1), op.pow(-8, 3), op.lshift(1, 100))
