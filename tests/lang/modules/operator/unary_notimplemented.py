# a class's __neg__/__pos__/__invert__/__abs__ returning NotImplemented: the operators and operator's functions hand the value back (CPython); without the method, CPython's texts
import operator
class A:
    def __neg__(self): return NotImplemented
    def __pos__(self): return NotImplemented
    def __invert__(self): return NotImplemented
    def __abs__(self): return NotImplemented
a = A()
print(-a, +a, ~a, abs(a), operator.neg(a), operator.pos(a), operator.inv(a), operator.abs(a))
class B: pass
for f in (lambda: -B(), lambda: +B(), lambda: ~B(), lambda: abs(B())):
    try: f()
    except TypeError as e: print(e)
