# Fraction(numerator, denominator) from ints: normalisation, signs, big values, bools
from fractions import Fraction as F
for a in [(), (0,), (5,), (-5,), (True,), (False,), (6, 4), (-6, 4), (6, -4), (-6, -4), (0, 7), (0, -7), (7, 1), (1, 7),
          (10**30, 10**20), (-10**30, 3**40), (2**100, 2**99), (12, 18), (True, 2), (3, True), (F(1, 2), 3), (3, F(1, 2)),
          (F(1, 2), F(1, 3)), (F(-1, 2), F(1, -3)), (123456789, 987654321)]:
    try:
        f = F(*a)
        print(a, repr(f), f.numerator, f.denominator, type(f.numerator).__name__)
    except Exception as e:
        print(a, type(e).__name__, e)
for a in [(1, 0), (0, 0), (-3, 0), (F(1, 2), 0), (1, F(0)), (1.5, 2), (1, 2.5), ('1', 2), (1, '2'), (None,), ([],), (1, None)]:
    try:
        print(F(*a))
    except Exception as e:
        print(a, type(e).__name__, e)
