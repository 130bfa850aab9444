# asinh, acosh, atanh: their domains (acosh below 1, atanh at and beyond
# +-1 are ValueError), tiny and huge arguments.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [0.0, -0.0, 0.5, -0.5, 0.9999999999999999, 1, -1, 1.0000000000000002, 2, -2, 10, 1e-300,
          5e-324, 1e300, 1.7976931348623157e308, math.inf, -math.inf, math.nan, True, False, 10**300]:
    show("asinh %r" % (x,), lambda: math.asinh(x))
    show("acosh %r" % (x,), lambda: math.acosh(x))
    show("atanh %r" % (x,), lambda: math.atanh(x))
