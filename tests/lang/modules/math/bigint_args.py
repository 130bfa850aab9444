# Big ints as arguments: converted to the nearest float (correctly
# rounded), an OverflowError past the double range; the int functions
# keep them exact.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


edge = 2**1024 - 2**970
for n in [2**53 + 1, 2**54 + 3, 10**20, 10**300, edge - 1, edge, 2**1024, -(2**1024) + 2**970 + 1, 10**400]:
    show("sqrt %d bits" % n.bit_length(), lambda: math.sqrt(abs(n)))
    show("atan", lambda: math.atan(n))
    show("fabs", lambda: math.fabs(n))
    show("isinf", lambda: math.isinf(n))
    show("floor", lambda: math.floor(n) == n)
    show("hypot", lambda: math.hypot(n, 1))
    show("fsum", lambda: math.fsum([n, -n, 1]))
    show("log", lambda: math.log(abs(n)))
    show("isclose", lambda: math.isclose(n, n + 1))
    show("gcd", lambda: math.gcd(n, 2**60) )
    show("isqrt", lambda: math.isqrt(abs(n)) ** 2 <= abs(n))
print(math.sqrt(2**1000), math.exp(-(2**60)) if False else math.tanh(2**80), math.erf(-(10**300)))
