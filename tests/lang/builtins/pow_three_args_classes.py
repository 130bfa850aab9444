# pow(base, exp, mod) with operands that are not ints: the base's __pow__ alone, floats refuse a modulus, other types' texts
class A:
    def __pow__(self, o, m=None): return ('pow', o, m)
    def __rpow__(self, o, m=None): return ('rpow', o, m)
class N:
    def __pow__(self, o, m=None): return NotImplemented
print(pow(A(), 2, 3), pow(A(), 2), pow(2, A()), pow(A(), 'x', None),)
for args in [(2, A(), 5), (2, 3, A()), (N(), 2, 3), (object(), 2, 3), ('a', 2, 3), (1.5, 2, 3), (2, 1.5, 3), (2, 3, 1.5),
             (1.5, 'x', 3), (2, 'x', 3.5), ('x', 2.0, 3), (2.0, 3.0, 4.0), (None, None, None), ([1], 2, 3), (2, 3, 'm'), (True, 2, 1.0)]:
    try:
        print(pow(*args))
    except Exception as e:
        print(type(e).__name__, e)
from fractions import Fraction as F
try:
    pow(F(2), 3, 5)
except TypeError as e:
    print(type(e).__name__, e)
