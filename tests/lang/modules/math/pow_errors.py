# math.pow's errors: zero to a negative power and a negative base to a
# fractional power are ValueError, an overflow is OverflowError; argument
# types and counts.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


show("0 ** -1", lambda: math.pow(0, -1))
show("-0.0 ** -3", lambda: math.pow(-0.0, -3))
show("0.0 ** -0.5", lambda: math.pow(0.0, -0.5))
show("-1 ** 0.5", lambda: math.pow(-1, 0.5))
show("-8 ** 1/3", lambda: math.pow(-8, 1 / 3))
show("10 ** 400", lambda: math.pow(10, 400))
show("-10 ** 309", lambda: math.pow(-10, 309))
show("2 ** 1024", lambda: math.pow(2, 1024))
show("1e300 ** 2", lambda: math.pow(1e300, 2))
show("big int", lambda: math.pow(10**400, 1))
show("big exp", lambda: math.pow(2, 10**400))
show("str", lambda: math.pow("2", 2))
show("none", lambda: math.pow(2, None))
show("one arg", lambda: math.pow(2))
show("three args", lambda: math.pow(2, 3, 5))
show("kw", lambda: math.pow(2, y=3))
show("builtin pow differs", lambda: (pow(2, 3), math.pow(2, 3)))
