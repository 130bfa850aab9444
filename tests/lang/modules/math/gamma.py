# gamma: the integers (exact factorials up to 22!), half-integers, the
# poles (ValueError), overflow past 171.6 (OverflowError), underflow for
# large negative arguments, tiny arguments.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in list(range(-3, 30)) + [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, 0.1, -0.1, 4.9, 5.0, 5.1, 5.524, 5.525,
                               10.5, 100.5, 139.9, 140.1, 170.5, 171.0, 171.6, 171.7, 172, 199.5, 200, 200.5,
                               -170.5, -171.5, -199.5, -200.5, -250.5, -1e-20, 1e-20, 1e-21, -1e-21, 1e-300,
                               -1e-310, 5e-324, -5e-324, 0.0, -0.0, 1e300, -1e300, -2**52 - 0.5, math.inf,
                               -math.inf, math.nan, True, False, 10**300]:
    show("gamma %r" % (x,), lambda: math.gamma(x))
for i in range(1, 24):
    print(i, math.gamma(i) == math.factorial(i - 1))
