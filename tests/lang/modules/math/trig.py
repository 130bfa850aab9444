# sin, cos, tan: ordinary values, signed zeros, huge arguments, and the
# domain error at the infinities.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [0.0, -0.0, 0.5, -0.5, 1, -1, 2, 3, math.pi / 6, math.pi / 4, math.pi / 3, math.pi / 2,
          math.pi, 2 * math.pi, 1e-300, 5e-324, 1e10, 1e22, 1e300, -1e300, 1.7976931348623157e308,
          10**20, True, False]:
    show("sin %r" % (x,), lambda: math.sin(x))
    show("cos %r" % (x,), lambda: math.cos(x))
    show("tan %r" % (x,), lambda: math.tan(x))
for x in [math.inf, -math.inf, math.nan]:
    show("sin %r" % x, lambda: math.sin(x))
    show("cos %r" % x, lambda: math.cos(x))
    show("tan %r" % x, lambda: math.tan(x))
print(math.sin(-0.0), math.tan(-0.0), math.copysign(1, math.sin(-0.0)))
