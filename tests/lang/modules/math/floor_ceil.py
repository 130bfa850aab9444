# floor and ceil: floats to ints of any size, ints (and big ints) unchanged,
# bools as plain ints, NaN and infinities are int()'s errors.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r), type(r).__name__)


for x in [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.0, -2.0, 0.9999999999999999, -0.9999999999999999, 5e-324,
          -5e-324, 1e14, 1e15 + 0.5, 4503599627370495.5, -4503599627370495.5, 1e16, 1e20, -1e20, 1e300,
          -1.7976931348623157e308, 2**47 - 0.5, -2**47 - 0.5, 2**63 + 0.0, 0, 7, -7, 2**47, -2**47 - 1,
          10**30, -(10**30), True, False, math.inf, -math.inf, math.nan, "1", None, [1.5]]:
    show("floor %r" % (x,), lambda: math.floor(x))
    show("ceil %r" % (x,), lambda: math.ceil(x))
n = 10**50
print(math.floor(n) is n, math.ceil(n) is n, math.floor(True) is True)
