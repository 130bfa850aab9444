# log with and without a base: floats, ints, bools, bases of every kind.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [1, 2, 10, 100, 0.5, 1e-300, 5e-324, 1e300, 1.7976931348623157e308, math.e, 7, 1024, True,
          math.inf, math.nan, 2**53 + 1, 3**40]:
    show("log %r" % (x,), lambda: math.log(x))
for x, b in [(8, 2), (100, 10), (1000, 10), (1, 10), (2, 0.5), (10, math.e), (2**64, 2), (3**20, 3),
             (0.001, 10), (5, 25), (math.inf, 2), (2, math.inf), (math.inf, math.inf), (math.nan, 2),
             (2, math.nan), (1.5, 1.5), (10, 1e-300), (1e300, 1e-300), (True, 2), (9, 3.0)]:
    show("log %r base %r" % (x, b), lambda: math.log(x, b))
