# ==, <, <=, >, >= between Fractions and int, float, inf, nan, and things not numbers
from fractions import Fraction as F
vals = [F(1, 3), F(1, 2), F(-1, 2), F(2), F(0), 0, 2, -1, True, 0.5, 1 / 3, 0.3333333333333333, float('inf'),
        float('-inf'), float('nan'), 10**30, F(10**30), 2.0**70]
for a in vals[:5]:
    for b in vals:
        print(a, repr(b), a == b, b == a, a != b, a < b, a <= b, a > b, a >= b, b < a, b >= a)
for other in ['x', None, [1], (1,)]:
    print(F(1) == other, F(1) != other)
    for op in (lambda: F(1) < other, lambda: other >= F(1)):
        try:
            print(op())
        except TypeError as e:
            print(type(e).__name__, e)
print(sorted([F(3, 4), 0.7, 1, F(-1, 8), 0, True, F(2, 3)]), max([F(1, 3), 0.33, F(1, 4)]), min(F(5), 5.0, 5))
