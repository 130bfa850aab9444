# every operator function over a matrix of argument types
import operator as op

class Obj:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Obj(%r)' % (self.v,)

values = [0, 3, -2, 2.5, 'ab', '', [1, 2], [], (3, 4), {'k': 1}, None, True, Obj(1)]
unary = ['abs', 'neg', 'pos', 'inv', 'invert', 'not_', 'truth', 'index']
binary = ['add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'lshift', 'rshift', 'and_',
          'or_', 'xor', 'matmul', 'lt', 'le', 'eq', 'ne', 'gt', 'ge', 'is_', 'is_not', 'contains',
          'countOf', 'indexOf', 'getitem', 'concat', 'iadd', 'isub', 'imul', 'itruediv', 'ifloordiv',
          'imod', 'ipow', 'ilshift', 'irshift', 'iand', 'ior', 'ixor', 'imatmul', 'iconcat']

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

for a in values:
    for name in unary:
        show(name + ' ' + repr(a), lambda: getattr(op, name)(a))
    show('length_hint ' + repr(a), lambda: op.length_hint(a))
    show('itemgetter ' + repr(a), lambda: op.itemgetter(0)(a))
    show('attrgetter ' + repr(a), lambda: op.attrgetter('v')(a))
    show('methodcaller ' + repr(a), lambda: op.methodcaller('copy')(a))
for a in values:
    for b in values[:8]:
        for name in binary:
            if name in ('pow', 'ipow') and a == -2 and b == 2.5:
                continue    # a complex result: pysafe has no complex numbers
            show('%s %r %r' % (name, a, b), lambda: getattr(op, name)(a if not isinstance(a, list) else list(a), b))
