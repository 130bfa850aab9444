# exp, expm1, exp2 over dense grids near 0, near the overflow and underflow thresholds, bit for bit (float.hex)
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
grids = [[k * 1e-3 for k in range(-40, 41)], [709 + k / 64 for k in range(0, 60)], [-745 + k / 64 for k in range(-10, 40)],
         [1023 + k / 32 for k in range(-10, 40)], [-1075 + k / 16 for k in range(-5, 40)], [k * 2.0**-30 for k in range(-20, 21)],
         [(rnd() - 0.5) * 60 for _ in range(150)], [0.0, -0.0, math.inf, -math.inf, math.nan, 5e-324, -5e-324, 1e-320]]
for g in grids:
    for name in ('exp', 'expm1', 'exp2'):
        row(name, getattr(math, name), g)
