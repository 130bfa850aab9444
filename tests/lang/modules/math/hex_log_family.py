# log, log2, log10, log1p over subnormals, powers of ten and two, near 1, and huge ints, bit for bit
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
grids = [[1 + k * 2.0**-40 for k in range(-30, 31)], [10.0**k for k in range(-320, 309, 7)], [2.0**k for k in range(-1074, 1024, 37)],
         [1e-310 * k for k in range(1, 30)], [rnd() * 10**rnd() for _ in range(100)], [k * 1e-10 for k in range(-5, 30)],
         [0.0, -0.0, -1.0, math.inf, -math.inf, math.nan, 5e-324, 1.7976931348623157e308],
         [10**k for k in (1, 15, 16, 22, 23, 100, 308, 309, 400, 1000)] + [2**k for k in (52, 53, 1023, 1024, 1025, 5000)] + [3**300, 10**400 + 1]]
for g in grids:
    for name in ('log', 'log2', 'log10', 'log1p'):
        row(name, getattr(math, name), g)
