# hypot with any number of coordinates: scaled so nothing overflows or
# underflows, infinities win over NaN, ints and bools, no keywords.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


show("()", lambda: math.hypot())
for args in [(3,), (-3,), (3, 4), (5, 12), (3, 4, 12), (1, 1), (1, 1, 1, 1), (0.0, -0.0), (-0.0,),
             (1e308, 1e308), (1e-320, 1e-320), (5e-324, 5e-324), (1e-310, 3e-310, 2e-310), (1e200, 1e-200),
             (math.inf, math.nan), (math.nan, math.inf), (math.nan, 1), (-math.inf, 1), (math.nan,),
             (True, 2), (10**20, 10**20), (2**1023, 2**1023), tuple(range(30)), tuple(range(100)),
             tuple(i * 0.1 for i in range(17)), (1.7976931348623157e308, 1.7976931348623157e308),
             (0.7, 0.1, 0.3), (6, 8, 24, 2), (1, 2 ** -27, 2 ** -54)]:
    show("hypot%r" % (args,), lambda: math.hypot(*args))
show("str", lambda: math.hypot(1, "2"))
show("big", lambda: math.hypot(10**400))
show("kw", lambda: math.hypot(x=1))
print(math.hypot(3, 4) == math.hypot(4, 3) == math.hypot(-3, -4) == 5.0)
