# sinh, cosh, tanh, asinh, acosh, atanh over dense grids and near overflow, bit for bit
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
xs = [k / 16 for k in range(-80, 81)] + [710 + k / 8 for k in range(-8, 8)] + [-710 - k / 8 for k in range(-8, 8)] + [2.0**-k for k in range(20, 1075, 50)]
for name in ('sinh', 'cosh', 'tanh', 'asinh'):
    for i in range(0, len(xs), 50):
        row(name, getattr(math, name), xs[i:i + 50])
row('acosh', math.acosh, [1 + k * 2.0**-20 for k in range(0, 30)] + [10.0**k for k in range(0, 309, 11)] + [0.5, 0.999, -1.0, math.inf, math.nan])
row('atanh', math.atanh, [k / 32 for k in range(-32, 33)] + [1 - 2.0**-k for k in range(1, 54, 5)] + [1.0000000000000002, math.nan])
