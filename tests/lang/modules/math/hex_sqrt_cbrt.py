# sqrt and cbrt near powers of two, subnormals, perfect powers; correctly rounded, bit for bit
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
xs = [2.0**k * (1 + j * 2.0**-52) for k in range(-1074, 1024, 97) for j in (0, 1, 3)] + [k * k for k in range(1, 60)] + [k**3 for k in range(-20, 21)]
xs += [rnd() * 10**(int(rnd() * 600) - 300) for _ in range(80)] + [0.0, -0.0, -1.0, math.inf, -math.inf, math.nan, 5e-324]
for name in ('sqrt', 'cbrt'):
    for i in range(0, len(xs), 50):
        row(name, getattr(math, name), xs[i:i + 50])
row('sqrt ints', math.sqrt, [10**k for k in range(0, 320, 20)] + [2**1023 * 3, 10**400])
