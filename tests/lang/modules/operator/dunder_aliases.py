# the operator module binds each function under its dunder name too
import operator

names = ['abs', 'add', 'and_', 'concat', 'contains', 'delitem', 'eq', 'floordiv', 'ge', 'getitem',
         'gt', 'iadd', 'iand', 'iconcat', 'ifloordiv', 'ilshift', 'imatmul', 'imod', 'imul', 'index',
         'inv', 'invert', 'ior', 'ipow', 'irshift', 'isub', 'itruediv', 'ixor', 'le', 'lshift', 'lt',
         'matmul', 'mod', 'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow', 'rshift', 'setitem', 'sub',
         'truediv', 'xor', 'call']
for n in names:
    d = '__' + n.rstrip('_') + '__'
    print(n, d, getattr(operator, d) is getattr(operator, n))
print(operator.__add__(2, 3), operator.__not__(0), operator.__and__(6, 3))
for n in ['countOf', 'indexOf', 'is_', 'is_not', 'length_hint', 'truth', 'attrgetter']:
    print(n, hasattr(operator, n))
