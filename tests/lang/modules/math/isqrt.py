# isqrt: exact integer square roots of ints of any size, around perfect
# squares, bools; negatives and non-ints are errors.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for n in list(range(0, 70)) + [2**47 - 1, 2**47, 2**48 - 1, 2**52, 2**63 - 1, 2**64 - 1, 2**64, 2**64 + 1,
                               10**20, 10**30, 10**100, 10**101, 2**1000, 3**700, True, False]:
    show("isqrt %r" % (n,), lambda: math.isqrt(n))
for k in [5, 20, 47, 48, 60, 64, 65, 100, 333, 1000, 5000]:
    s = 7**k
    print(k, math.isqrt(s * s) == s, math.isqrt(s * s - 1) == s - 1, math.isqrt(s * s + 2 * s) == s,
          math.isqrt(s * s + 2 * s + 1) == s + 1)
for n in [-1, -(10**30), False - 1, 1.0, 4.0, "4", None]:
    show("isqrt %r" % (n,), lambda: math.isqrt(n))
show("no args", lambda: math.isqrt())
show("kw", lambda: math.isqrt(n=4))
