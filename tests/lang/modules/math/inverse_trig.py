# asin, acos, atan: the range [-1, 1], just outside it, infinities.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [0.0, -0.0, 0.5, -0.5, 1, -1, 1.0000000000000002, -1.0000000000000002, 0.9999999999999999,
          2, -2, 1e-300, 5e-324, 0.1, 0.7071067811865476, math.inf, -math.inf, math.nan, True, 10**400 // 10**399]:
    show("asin %r" % (x,), lambda: math.asin(x))
    show("acos %r" % (x,), lambda: math.acos(x))
    show("atan %r" % (x,), lambda: math.atan(x))
for x in [1e16, -1e16, 1e308, 10**300, -(10**300)]:
    show("atan %r" % (x,), lambda: math.atan(x))
show("atan big", lambda: math.atan(10**400))
