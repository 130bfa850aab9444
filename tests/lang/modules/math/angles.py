# degrees and radians: exact factors as CPython computes them, ints and
# bools, overflow to inf without an error, round trips.
import math

for x in [0, -0.0, 1, -1, 90, 180, 360, 45.5, math.pi, math.tau, math.pi / 2, 1e300, 1e308,
          -1e308, 5e-324, 10**300, True, math.inf, -math.inf, math.nan]:
    print(repr(x), repr(math.radians(x)), repr(math.degrees(x)))
for d in range(-720, 721, 45):
    print(d, math.radians(d), math.degrees(math.radians(d)))
try:
    math.degrees("90")
except TypeError as e:
    print(type(e).__name__, e)
try:
    math.radians(10**400)
except OverflowError as e:
    print(type(e).__name__, e)
