# log(x, base) for many bases, int and float arguments, and its errors (base 1, zero, negatives)
import math
seed = [987654321]
def rnd():
    """in [0, 1): a 48-bit LCG, exact in ints"""
    seed[0] = (seed[0] * 25214903917 + 11) % 2**48
    return seed[0] / 2**48
def h(f, *a):
    try:
        r = f(*a)
    except (ValueError, OverflowError, ZeroDivisionError, TypeError) as e:
        return type(e).__name__
    return r.hex() if isinstance(r, float) else repr(r)
def row(name, f, xs):
    print(name, " ".join(h(f, *(x if isinstance(x, tuple) else (x,))) for x in xs))
xs = [1, 2, 8, 10, 1000, 0.5, 1e-300, 1e300, 10**50, 2**1000, 3.7, 7**40]
for base in [2, 10, math.e, 0.5, 3, 1.5, 2**60, 10**30, 1e-5, 7]:
    row('log base %r' % base, lambda x: math.log(x, base), xs)
for a in [(10, 1), (1, 1), (0, 10), (10, 0), (-1, 10), (10, -2), (1, 0.5), (2, 1.0), (math.inf, 2), (2, math.inf), (math.nan, 2), (10**400, 10**200)]:
    print(a, h(math.log, *a))
