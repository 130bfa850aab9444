# isfinite, isinf, isnan on every kind of number; an int too big for a
# float is an OverflowError (the argument is converted first).
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [0, 0.0, -0.0, 1, -1.5, 5e-324, 1.7976931348623157e308, math.inf, -math.inf, math.nan,
          -math.nan, float("inf"), float("-inf"), float("nan"), True, False, 10**308, 10**309, "x", None]:
    show("isfinite %r" % (x,), lambda: math.isfinite(x))
    show("isinf %r" % (x,), lambda: math.isinf(x))
    show("isnan %r" % (x,), lambda: math.isnan(x))
print(math.isinf(1e308 * 10), math.isnan(math.inf - math.inf), math.isfinite(1e308 + 1e308))
