# atan2: every quadrant and every combination of signed zeros, infinities
# and NaNs (C99 Annex F, as CPython decides them itself).
import math

vals = [0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 1e-310, -1e-310, 1e308, -1e308,
        math.inf, -math.inf, math.nan]
for y in vals:
    print(" ".join(repr(math.atan2(y, x)) for x in vals))
print(math.atan2(1, 1), math.atan2(1, 0), math.atan2(0, 1), math.atan2(True, False), math.atan2(10**30, 1))
print(math.atan2(-0.0, -1), math.atan2(0.0, -1), math.atan2(-1, -0.0))
try:
    math.atan2(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    math.atan2("1", 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    math.atan2(1, None)
except TypeError as e:
    print(type(e).__name__, e)
