# ldexp: x * 2**i exactly; overflow (OverflowError), gradual underflow,
# exponents of any int size, the int-only second argument.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [1, -1, 0.5, 0.0, -0.0, 1.5, 5e-324, 1.7976931348623157e308, math.inf, -math.inf, math.nan]:
    for i in [0, 1, -1, 10, 1023, 1024, -1022, -1074, -1075, -1076, 2000, -2000, 2**31 - 1, 2**31,
              -2**31, -2**31 - 1, 10**30, -10**30, True, False]:
        show("ldexp(%r, %r)" % (x, i), lambda: math.ldexp(x, i))
show("float exp", lambda: math.ldexp(1.0, 1.0))
show("str exp", lambda: math.ldexp(1.0, "1"))
show("str x", lambda: math.ldexp("1", 1))
show("str x float exp", lambda: math.ldexp("1", 1.0))
show("big x", lambda: math.ldexp(10**400, 1))
show("one arg", lambda: math.ldexp(1.0))
show("kw", lambda: math.ldexp(1.0, i=2))
