# subclassing Fraction: operators return plain Fraction, new methods, isinstance, repr
from fractions import Fraction as F
import numbers
class Money(F):
    def __repr__(self):
        return f'Money({self.numerator}/{self.denominator})'
    def cents(self):
        return round(self * 100)
m = Money(5, 4)
print(repr(m), str(m), m.cents(), type(m).__name__, isinstance(m, F), isinstance(m, numbers.Rational))
for r in [m + 1, 1 + m, m * m, m - F(1, 4), -m, +m, abs(m), m ** 2, m / 2, m // 1, m % 1]:
    print(repr(r), type(r).__name__)
print(m == F(5, 4), hash(m) == hash(F(5, 4)), m < 2, Money('1.5'), Money(0.25), Money.from_float(0.5), type(Money.from_float(0.5)).__name__)
print(Money(3).limit_denominator(10), type(Money(3, 7).limit_denominator(2)).__name__)
