# frexp, ldexp, modf over every binade, subnormals and specials; ldexp's overflow and underflow rounding
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
xs = [s * 2.0**k * m for k in range(-1074, 1024, 41) for m in (1.0, 1.5, 1.9999999999999998) for s in (1, -1)] + [0.0, -0.0, math.inf, -math.inf, math.nan]
fr = [math.frexp(x) if math.isfinite(x) else None for x in xs]
print(' '.join('%s,%d' % (m.hex(), e) for m, e in (f for f in fr if f)))
print(' '.join(repr(math.frexp(x)) for x in (0.0, -0.0, math.inf, -math.inf, math.nan)))
row('modf', lambda x: repr(math.modf(x)), xs[::3])
row('ldexp', math.ldexp, [(1.0, k) for k in range(-1080, -1070)] + [(1.5, -1075), (1.5, -1074), (0.75, -1074), (1.0, 1023), (1.0, 1024), (1.9999999999999998, 1023), (-1.0, 1024)])
row('ldexp big', math.ldexp, [(1.0, 10**20), (1.0, -10**20), (0.0, 10**20), (math.inf, -10**20), (math.nan, 5), (3, 2), (1e-320, 100)])
for a in [(1.0, 1.5), ('1', 2), (1.0, True)]:
    print(h(math.ldexp, *a))
