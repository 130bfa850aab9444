# operator.iadd & co: __iop__ first, then __op__, then __rop__; mutable lists change in place, tuples and ints do not
import operator as op
class M:
    def __init__(self, v): self.v = v
    def __repr__(self): return f'M({self.v})'
    def __iadd__(self, o): self.v += o; return self
    def __add__(self, o): return ('add', o)
    def __isub__(self, o): return NotImplemented
    def __sub__(self, o): return ('sub', o)
class R:
    def __rmul__(self, o): return ('rmul', o)
    def __repr__(self): return 'R()'
m = M(1)
r = op.iadd(m, 5)
print(r, r is m, m, op.isub(m, 2), op.imul(3, R()), op.imul([1], 2), op.iconcat([1], (2, 3)))
lst = [1]
r = op.iadd(lst, [2, 3])
print(r, lst, r is lst)
t = (1,)
r = op.iadd(t, (2,))
print(r, t)
s = {1, 2}
print(op.ior(s, {3}), s, op.iand(s, {1, 3}), s, op.isub(s, {1}), s, op.ixor(s, {9}), s)
d = {'a': 1}
print(op.ior(d, {'b': 2}), d)
n = 5
print(op.iadd(n, 1), op.ipow(2, 10), op.ilshift(1, 65), op.irshift(-9, 1), op.imod(-7, 3), op.ifloordiv(-7, 2), op.itruediv(7, 2), n)
for f, a, b in [(op.iadd, 1, 'x'), (op.iconcat, 1, 2), (op.iconcat, [1], 5), (op.imatmul, 1, 2), (op.isub, [1], [1]), (op.ipow, 0, -1)]:
    try:
        print(f(a, b))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
