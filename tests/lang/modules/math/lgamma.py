# lgamma: log|gamma(x)|, zero at 1 and 2, the poles at 0 and the negative
# integers (ValueError), overflow only for huge arguments.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in list(range(-3, 12)) + [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.1, -0.1, 3.0000000001, 1.9999999999, 4.99,
                               5.01, 100.5, 1000.5, 1e5 + 0.5, 1e10, 1e15, 1e100, 1e300, 2.5e305, 2.6e305,
                               1.7976931348623157e308, -1e10 - 0.5, -1e300, 1e-20, -1e-20, 1e-21, 1e-300,
                               5e-324, -5e-324, 0.0, -0.0, math.inf, -math.inf, math.nan, True, 10**300]:
    show("lgamma %r" % (x,), lambda: math.lgamma(x))
