# atan2 over every pair of signed zeros, infinities, nan and ordinary values, bit for bit
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
vals = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 5e-324, -5e-324, 1e308, -1e308, 0.5, -3.25, 1e-300]
for y in vals:
    row('atan2 y=%r' % y, lambda x: math.atan2(y, x), vals)
pairs = [((rnd() - 0.5) * 10**(rnd() * 20 - 10), (rnd() - 0.5) * 10**(rnd() * 20 - 10)) for _ in range(120)]
for i in range(0, 120, 30):
    row('atan2', math.atan2, pairs[i:i + 30])
