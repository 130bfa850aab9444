# operator's unary functions, truth, not_, index, abs
import operator as op

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for v in [0, 5, -5, 2**70, -2.5, True, False, 'a', [], [0], None, 0.0, float('inf')]:
    for name in ['neg', 'pos', 'inv', 'invert', 'abs', 'not_', 'truth', 'index']:
        t(lambda: (name, getattr(op, name)(v)))
class N:
    def __neg__(self):
        return 'neg'
    def __pos__(self):
        return 'pos'
    def __invert__(self):
        return 'inv'
    def __abs__(self):
        return 'abs'
    def __bool__(self):
        return False
    def __index__(self):
        return 42
n = N()
print(op.neg(n), op.pos(n), op.inv(n), op.invert(n), op.abs(n), op.not_(n), op.truth(n), op.index(n))
class BadIndex:
    def __index__(self):
        return 'x'
t(lambda: op.index(BadIndex()))
t(lambda: op.neg())
t(lambda: op.neg(1, 2))
t(lambda: op.truth(x=1))
t(lambda: op.not_())
