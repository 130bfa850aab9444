# a complete Integral subclass gets CPython's mixins: __index__, float(), numerator/denominator, pow and bit ops
import numbers
class Int(numbers.Integral):
    def __init__(self, v): self.v = int(v)
    def __repr__(self): return f'Int({self.v})'
    def __int__(self): return self.v
    def __abs__(self): return Int(abs(self.v))
    def __add__(self, o): return Int(self.v + int(o))
    def __radd__(self, o): return Int(int(o) + self.v)
    def __and__(self, o): return Int(self.v & int(o))
    def __rand__(self, o): return Int(int(o) & self.v)
    def __ceil__(self): return self.v
    def __eq__(self, o): return self.v == int(o)
    def __floor__(self): return self.v
    def __floordiv__(self, o): return Int(self.v // int(o))
    def __rfloordiv__(self, o): return Int(int(o) // self.v)
    def __invert__(self): return Int(~self.v)
    def __le__(self, o): return self.v <= int(o)
    def __lshift__(self, o): return Int(self.v << int(o))
    def __rlshift__(self, o): return Int(int(o) << self.v)
    def __lt__(self, o): return self.v < int(o)
    def __mod__(self, o): return Int(self.v % int(o))
    def __rmod__(self, o): return Int(int(o) % self.v)
    def __mul__(self, o): return Int(self.v * int(o))
    def __rmul__(self, o): return Int(int(o) * self.v)
    def __neg__(self): return Int(-self.v)
    def __or__(self, o): return Int(self.v | int(o))
    def __ror__(self, o): return Int(int(o) | self.v)
    def __pos__(self): return self
    def __pow__(self, e, m=None): return Int(pow(self.v, int(e), m))
    def __rpow__(self, b): return Int(int(b) ** self.v)
    def __round__(self, n=None): return self.v
    def __rshift__(self, o): return Int(self.v >> int(o))
    def __rrshift__(self, o): return Int(int(o) >> self.v)
    def __truediv__(self, o): return self.v / int(o)
    def __rtruediv__(self, o): return int(o) / self.v
    def __trunc__(self): return self.v
    def __xor__(self, o): return Int(self.v ^ int(o))
    def __rxor__(self, o): return Int(int(o) ^ self.v)
    __hash__ = None
a = Int(7)
print(a, a.numerator, a.denominator, float(a), a.__index__(), a.real, a.imag, a.conjugate(), bool(a), bool(Int(0)))
print(a + 1, 1 + a, a * 3, a & 3, a | 8, a ^ 1, a << 2, a >> 1, a // 2, a % 4, a / 2, 14 / a, -a, +a, ~a, abs(Int(-3)))
print(a - 2, 10 - a, not (a <= 3), a <= 7, a < 7, pow(a, 2), pow(a, 2, 5), 2 ** a, [10, 20, 30, 40, 50, 60, 70, 80][a])
print(isinstance(a, numbers.Integral), isinstance(a, numbers.Rational), isinstance(a, numbers.Real), isinstance(a, numbers.Complex))
print(int(a), round(a), hex(a), bin(a), range(10)[Int(3)], 'abcdefgh'[Int(2):Int(5)])
