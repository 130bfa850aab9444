# the numeric tower: isinstance/issubclass for int, bool, float, registration, abstract methods
import numbers
from numbers import Number, Complex, Real, Rational, Integral
for v in [1, True, 1.5, "x", None, [1], 10**30]:
    print(repr(v), [isinstance(v, c) for c in (Number, Complex, Real, Rational, Integral)])
for t in [int, bool, float, str]:
    print(t.__name__, [issubclass(t, c) for c in (Number, Complex, Real, Rational, Integral)])
class MyReal(Real):
    def __init__(self, v): self.v = v
    def __float__(self): return float(self.v)
print(issubclass(MyReal, Number), issubclass(MyReal, Rational))
try:
    MyReal(1)
except TypeError as e:
    print(type(e).__name__, e)
class R2:
    pass
Rational.register(R2)
print(isinstance(R2(), Number), isinstance(R2(), Real), isinstance(R2(), Integral))
print(Number.__hash__, numbers.__all__)
