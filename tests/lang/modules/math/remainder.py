# remainder: IEEE 754 remainder, x - n*y with n the nearest integer and
# ties to even; exact; the sign of a zero result is x's.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in range(-12, 13):
    print(x, " ".join(repr(math.remainder(x, y)) for y in [1, 2, 3, 4, 0.5, 1.5, -2, -3, 2.5]))
for x, y in [(5, 2), (7, 2), (-5, 2), (-7, 2), (4.5, 1), (5.5, 1), (-4.5, 1), (1e308, 3), (3, 1e308),
             (1e-310, 3e-310), (2e-310, 4e-310), (-0.0, 1), (0.0, -1), (1, math.inf), (-1, -math.inf),
             (math.inf, 1), (1, 0), (1, -0.0), (math.nan, 0), (0, math.nan), (math.inf, math.nan),
             (10**20, 7), (True, 2)]:
    show("remainder(%r, %r)" % (x, y), lambda: math.remainder(x, y))
