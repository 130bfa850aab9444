# nextafter and ulp at the edges: zero, subnormals, the largest float,
# infinities and NaN.
import math

for x, y in [(1, 2), (1, 0), (0.0, 1), (0.0, -1), (-0.0, 1), (0.0, 0.0), (0.0, -0.0), (-0.0, 0.0),
             (5e-324, 0), (-5e-324, 0), (1.7976931348623157e308, math.inf), (math.inf, 0),
             (-math.inf, 0), (1, math.nan), (math.nan, 1), (1, 1), (2**53, 2**54), (True, 2),
             (1e308, math.inf), (2.2250738585072014e-308, 0)]:
    print(repr(x), repr(y), repr(math.nextafter(x, y)))
for x in [0, 0.0, -0.0, 1, -1, 2, 0.5, 1e-300, 5e-324, 2.2250738585072014e-308, 1e300,
          1.7976931348623157e308, -1.7976931348623157e308, 2**52, 2**53, math.inf, -math.inf, math.nan,
          True, 10**300, 0.1, 3.0]:
    print(repr(x), repr(math.ulp(x)))
x = 1.0
for i in range(5):
    x = math.nextafter(x, 0)
    print(repr(x), repr(math.ulp(x)))
for args in [(), (1,), (1, 2, 3)]:
    try:
        math.nextafter(*args)
    except TypeError as e:
        print(type(e).__name__, e)
for bad in ["1", None, 10**400]:
    try:
        math.ulp(bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
