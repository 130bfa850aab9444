# pow and ** over special values and dense grids (bases near 1, huge exponents, negative bases with integral exponents)
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
specials = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, math.inf, -math.inf, math.nan, 3.0, -3.0, 1e-300, 1e300]
for x in specials:
    row('pow %r' % x, lambda y: math.pow(x, y), specials + [0.5, 1.5, -1.5, 1e20, -1e20, 53.0, -1075.0])
near1 = [1 + k * 2.0**-30 for k in range(-10, 11)]
row('near1^1e9', lambda x: x ** 1e9, near1)
row('near1^-1e12', lambda x: math.pow(x, -1e12), near1)
row('neg^int', lambda y: (-1.5) ** y, [float(k) for k in range(-30, 31, 3)] + [1e15 + 1, 2.0**53, 2.0**53 + 2])
row('rand', math.pow, [(rnd() * 100, (rnd() - 0.5) * 50) for _ in range(100)])
row('int^float', lambda a: 7 ** a, [0.5, -0.5, 3.0, 1e-9, 300.1, -300.1])
