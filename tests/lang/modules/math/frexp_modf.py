# frexp and modf: the tuples they return, special values handled before
# libm (frexp gives (x, 0) for zeros, infinities and NaN).
import math

for x in [0, 0.0, -0.0, 1, -1, 0.5, 2, 3, 1024, 0.1, 1e300, -1e-300, 5e-324, -5e-324,
          2.2250738585072014e-308, 1.7976931348623157e308, math.inf, -math.inf, math.nan, True,
          10**300, -3.75, 123.456, -123.456, 4503599627370496.5, 1e16]:
    print(repr(x), math.frexp(x), math.modf(x))
m, e = math.frexp(10**300)
print(type(m).__name__, type(e).__name__, math.ldexp(m, e) == 1e300)
for bad in ["1", None, 10**400]:
    for fn in [math.frexp, math.modf]:
        try:
            fn(bad)
        except (TypeError, OverflowError) as err:
            print(fn.__name__, type(err).__name__, err)
