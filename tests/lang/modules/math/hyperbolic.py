# sinh, cosh, tanh: values, overflow (OverflowError) at the edges of the
# double range, infinities pass through.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [0.0, -0.0, 0.5, -0.5, 1, -1, 2, 10, 20, 22, 100, 700, 709.78, 710, 710.5, 711, -710.5, -711,
          1e-300, 5e-324, 1e300, math.inf, -math.inf, math.nan, True]:
    show("sinh %r" % (x,), lambda: math.sinh(x))
    show("cosh %r" % (x,), lambda: math.cosh(x))
    show("tanh %r" % (x,), lambda: math.tanh(x))
