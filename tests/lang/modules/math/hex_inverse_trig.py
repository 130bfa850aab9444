# asin, acos, atan near the domain edges and over a dense grid, bit for bit
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
xs = [k / 64 for k in range(-64, 65)] + [1 - 2.0**-k for k in range(1, 54, 4)] + [-1 + 2.0**-k for k in range(1, 54, 4)]
xs += [1.0000000000000002, -1.0000000000000002, 5e-324, -0.0, 0.0, math.nan, math.inf]
big = [10.0**k for k in range(-20, 309, 9)] + [-(10.0**k) for k in range(-20, 309, 9)]
for name in ('asin', 'acos', 'atan'):
    for i in range(0, len(xs), 40):
        row(name, getattr(math, name), xs[i:i + 40])
row('atan big', math.atan, big)
