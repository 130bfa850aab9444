# fabs and copysign: signs of zeros, of NaNs and infinities, ints and bools.
import math

vals = [0.0, -0.0, 1, -1, 2.5, -2.5, 5e-324, -5e-324, 1e308, -1e308, math.inf, -math.inf, True, False,
        10**300, -(10**300)]
for x in vals:
    print(repr(x), repr(math.fabs(x)), " ".join(repr(math.copysign(x, y)) for y in [1, -1, 0.0, -0.0, math.inf, -math.inf]))
print(math.fabs(math.nan), math.copysign(math.nan, -1), math.copysign(1, math.nan), math.copysign(1, -math.nan))
print(math.copysign(3, -0.0), math.copysign(-3, 0.0), math.copysign(True, -1), math.copysign(math.inf, -0.0))
for bad in ["1", None, [], 10**400]:
    try:
        math.fabs(bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
    try:
        math.copysign(1, bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
