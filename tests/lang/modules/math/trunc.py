# trunc: towards zero; ints of any size unchanged, bools as ints, and a
# type without __trunc__ is named in the error.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r), type(r).__name__)


for x in [0.0, -0.0, 0.5, -0.5, 1.9, -1.9, 1e20, -1e20, 1e300, 5e-324, 2**52 + 0.5, 0, -3, 10**40,
          -(10**40), True, False, math.inf, -math.inf, math.nan, "1", None, [1], (1,), {}, b"1"]:
    show("trunc %r" % (x,), lambda: math.trunc(x))
show("no args", lambda: math.trunc())
show("two args", lambda: math.trunc(1, 2))
