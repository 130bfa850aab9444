# exp, exp2, expm1: values, the overflow edge (OverflowError), underflow
# to zero (no error), expm1's underflow towards -1, special values.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [0.0, -0.0, 1, -1, 0.5, 1e-10, -1e-10, 1e-300, 5e-324, 10, 100, 709, 709.782712893384,
          709.7827128933841, 710, -708, -745, -745.1332191019412, -746, -1000, 1023, 1024, -1074,
          -1075, -1080, 1e300, -1e300, math.inf, -math.inf, math.nan, True, 10**3]:
    show("exp %r" % (x,), lambda: math.exp(x))
    show("exp2 %r" % (x,), lambda: math.exp2(x))
    show("expm1 %r" % (x,), lambda: math.expm1(x))
show("exp bigint", lambda: math.exp(10**400))
show("exp str", lambda: math.exp("1"))
