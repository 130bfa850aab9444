# a Real subclass: divmod, complex parts, conjugate come from the mixins
import numbers, math
class R(numbers.Real):
    def __init__(self, v): self.v = float(v)
    def __repr__(self): return f'R({self.v})'
    def __float__(self): return self.v
    def __trunc__(self): return math.trunc(self.v)
    def __floor__(self): return math.floor(self.v)
    def __ceil__(self): return math.ceil(self.v)
    def __round__(self, n=None): return round(self.v, n)
    def __floordiv__(self, o): return R(self.v // float(o))
    def __rfloordiv__(self, o): return R(float(o) // self.v)
    def __mod__(self, o): return R(self.v % float(o))
    def __rmod__(self, o): return R(float(o) % self.v)
    def __lt__(self, o): return self.v < float(o)
    def __le__(self, o): return self.v <= float(o)
    def __add__(self, o): return R(self.v + float(o))
    def __radd__(self, o): return R(float(o) + self.v)
    def __neg__(self): return R(-self.v)
    def __pos__(self): return self
    def __mul__(self, o): return R(self.v * float(o))
    def __rmul__(self, o): return R(float(o) * self.v)
    def __truediv__(self, o): return R(self.v / float(o))
    def __rtruediv__(self, o): return R(float(o) / self.v)
    def __pow__(self, o): return R(self.v ** float(o))
    def __rpow__(self, o): return R(float(o) ** self.v)
    def __abs__(self): return R(abs(self.v))
    def __eq__(self, o): return self.v == float(o)
    __hash__ = None
x = R(7.5)
print(x.real, x.imag, x.conjugate(), divmod(x, 2), divmod(20, x), x - 1, 10 - x, bool(x), bool(R(0)))
print(math.floor(x), math.ceil(x), math.trunc(x), round(x), round(x, 0), float(x), x ** 2, 2 ** x, abs(R(-1.25)))
print(isinstance(x, numbers.Real), isinstance(x, numbers.Rational), isinstance(x, numbers.Complex), isinstance(x, numbers.Integral))
class Q(numbers.Rational):
    def __init__(self, n, d): self.n, self.d = n, d
    numerator = property(lambda s: s.n)
    denominator = property(lambda s: s.d)
    def __abs__(s): return NotImplemented
    def __add__(s, o): return NotImplemented
    def __radd__(s, o): return NotImplemented
    def __ceil__(s): return NotImplemented
    def __floor__(s): return NotImplemented
    def __eq__(s, o): return NotImplemented
    def __floordiv__(s, o): return NotImplemented
    def __rfloordiv__(s, o): return NotImplemented
    def __le__(s, o): return NotImplemented
    def __lt__(s, o): return NotImplemented
    def __mod__(s, o): return NotImplemented
    def __rmod__(s, o): return NotImplemented
    def __mul__(s, o): return NotImplemented
    def __rmul__(s, o): return NotImplemented
    def __neg__(s): return NotImplemented
    def __pos__(s): return NotImplemented
    def __pow__(s, o): return NotImplemented
    def __rpow__(s, o): return NotImplemented
    def __round__(s, n=None): return NotImplemented
    def __truediv__(s, o): return NotImplemented
    def __rtruediv__(s, o): return NotImplemented
    def __trunc__(s): return NotImplemented
    __hash__ = None
q = Q(3, 4)
print(float(q), q.numerator, q.denominator, isinstance(q, numbers.Rational), isinstance(q, numbers.Integral), q.real is q, q.imag)
