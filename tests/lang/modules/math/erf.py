# erf and erfc: odd/complementary symmetry, saturation, underflow of erfc
# (no error), special values.
import math

for x in [0.0, -0.0, 1e-300, 5e-324, 0.1, 0.5, 1, 1.5, 2, 3, 5, 6, 10, 26, 27, 28, 30, 100, 1e300,
          -0.5, -1, -3, -6, -30, math.inf, -math.inf, math.nan, True, 10**300]:
    print(repr(x), repr(math.erf(x)), repr(math.erfc(x)))
for i in range(-40, 41):
    x = i / 8
    print(x, repr(math.erf(x)), repr(math.erfc(x)), repr(math.erf(x) + math.erfc(x)))
for bad in ["1", None, 10**400]:
    try:
        math.erf(bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
    try:
        math.erfc(bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
