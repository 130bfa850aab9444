# nextafter toward every direction across zero, subnormals, binade edges and infinities; ulp of the same values
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
pts = [0.0, -0.0, 5e-324, -5e-324, 2.2250738585072014e-308, 1.0, -1.0, 2.0, 0.5, 1.7976931348623157e308, math.inf, -math.inf, math.nan]
for x in pts:
    row('next %r' % x, lambda y: math.nextafter(x, y), pts)
row('ulp', math.ulp, pts + [2.0**k for k in range(-1074, 1024, 53)] + [3.0, 1e16, 1e300])
x = 1.0
steps = []
for _ in range(5):
    x = math.nextafter(x, 2)
    steps.append(x.hex())
print(steps)
