# the mixin methods Number/Complex/Real give a class that defines only the abstract ones: __sub__/__rsub__ via add and neg, __bool__, real/imag
import numbers
class R(numbers.Real):
    def __init__(self, v): self.v = v
    def __repr__(self): return f'R({self.v})'
    def __float__(self): return float(self.v)
    def __trunc__(self): return int(self.v)
    def __floor__(self): return int(self.v // 1)
    def __ceil__(self): return -int(-self.v // 1)
    def __round__(self, n=None): return round(self.v, n)
    def __floordiv__(self, o): return R(self.v // o)
    def __rfloordiv__(self, o): return R(o // self.v)
    def __mod__(self, o): return R(self.v % o)
    def __rmod__(self, o): return R(o % self.v)
    def __lt__(self, o): return self.v < (o.v if isinstance(o, R) else o)
    def __le__(self, o): return self.v <= (o.v if isinstance(o, R) else o)
    def __add__(self, o): return R(self.v + (o.v if isinstance(o, R) else o))
    def __radd__(self, o): return R(o + self.v)
    def __neg__(self): return R(-self.v)
    def __pos__(self): return R(+self.v)
    def __mul__(self, o): return R(self.v * (o.v if isinstance(o, R) else o))
    def __rmul__(self, o): return R(o * self.v)
    def __truediv__(self, o): return R(self.v / o)
    def __rtruediv__(self, o): return R(o / self.v)
    def __pow__(self, o): return R(self.v ** o)
    def __rpow__(self, o): return R(o ** self.v)
    def __abs__(self): return R(abs(self.v))
    def __eq__(self, o): return self.v == (o.v if isinstance(o, R) else o)
    __hash__ = None
a, b = R(5), R(2)
print(a - b, a - 1, 10 - a, a.real, a.imag, a.conjugate(), bool(R(0)), bool(a), divmod(a, 2), divmod(12, a), complex_ok if (complex_ok := 'n/a') else '')
print(float(a), int(a) if hasattr(R, '__int__') else 'no __int__', round(R(2.5)), round(R(2.567), 2), a == 5, a != 5, -a, +a, abs(R(-1)))
