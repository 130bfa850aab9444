# Fraction(float) and Fraction.from_float: exact binary values, specials refused
from fractions import Fraction as F
import math
for x in [0.0, -0.0, 1.0, 0.5, 0.1, -0.1, 1.5, 2.0 ** 60, 2.0 ** -60, 1e300, 1e-300, 5e-324, 1.7976931348623157e308,
          math.pi, -math.e, 1 / 3, 123.456, 0.30000000000000004]:
    a, b = F(x), F.from_float(x)
    print(repr(x), a == b, a.numerator.bit_length(), a.denominator.bit_length(), a if a.denominator < 10**20 else 'big',
          float(a) == x)
print(F.from_float(3), F.from_float(-10**30), F.from_float(True), type(F.from_float(2)).__name__)
for x in [math.inf, -math.inf, math.nan]:
    for f in (F, F.from_float):
        try:
            print(f(x))
        except Exception as e:
            print(type(e).__name__, e)
for bad in ['1.5', None, F(1, 2), [1.0]]:
    try:
        print(F.from_float(bad))
    except Exception as e:
        print(type(e).__name__, e)
