# sqrt and cbrt: exact squares and cubes, signed zeros, negative numbers
# (sqrt: domain error; cbrt: a negative root), subnormals, big ints.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [0, 0.0, -0.0, 1, 2, 3, 4, 9, 16, 0.25, 1e-300, 5e-324, 2.2250738585072014e-308, 1e300,
          1.7976931348623157e308, -1, -8, -27.0, -5e-324, math.inf, -math.inf, math.nan, True, False,
          10**300, 2**1000, 10**308, 123456789**2]:
    show("sqrt %r" % (x,), lambda: math.sqrt(x))
    show("cbrt %r" % (x,), lambda: math.cbrt(x))
for i in range(0, 60):
    print(i, repr(math.sqrt(i)), repr(math.cbrt(i)), repr(math.cbrt(-i * 0.7)))
show("sqrt 10**400", lambda: math.sqrt(10**400))
show("cbrt 10**400", lambda: math.cbrt(10**400))
show("sqrt str", lambda: math.sqrt("4"))
show("sqrt complex-ish", lambda: math.sqrt([4]))
