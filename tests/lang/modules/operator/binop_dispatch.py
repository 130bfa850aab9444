# operator's binary functions reach __op__ then __rop__ on classes, honour NotImplemented, and raise CPython's texts
import operator as op
class A:
    def __init__(self, v): self.v = v
    def __repr__(self): return f'A({self.v})'
    def __add__(self, o): return A(self.v + o) if isinstance(o, int) else NotImplemented
    def __radd__(self, o): return A(o * 100 + self.v) if isinstance(o, int) else NotImplemented
    def __sub__(self, o): return NotImplemented
    def __rsub__(self, o): return ('rsub', o)
    def __mul__(self, o): return ('mul', o)
    def __matmul__(self, o): return ('matmul', o)
    def __rmatmul__(self, o): return ('rmatmul', o)
    def __truediv__(self, o): return ('truediv', o)
    def __floordiv__(self, o): return ('floordiv', o)
    def __mod__(self, o): return ('mod', o)
    def __pow__(self, o): return ('pow', o)
    def __lshift__(self, o): return ('lshift', o)
    def __rshift__(self, o): return ('rshift', o)
    def __and__(self, o): return ('and', o)
    def __or__(self, o): return ('or', o)
    def __xor__(self, o): return ('xor', o)
class B(A):
    def __radd__(self, o): return ('B.radd', o)
a = A(1)
for name in ['add', 'sub', 'mul', 'matmul', 'truediv', 'floordiv', 'mod', 'pow', 'lshift', 'rshift', 'and_', 'or_', 'xor']:
    f = getattr(op, name)
    for x, y in [(a, 2), (2, a), (a, 'x'), ('x', a), (a, A(5)), (A(1), B(2))]:
        try:
            print(name, x, y, f(x, y))
        except TypeError as e:
            print(name, x, y, type(e).__name__, e)
