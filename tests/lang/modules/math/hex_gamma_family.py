# gamma and lgamma over positive, negative non-integer and near-pole arguments; erf and erfc alongside
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
xs = [k / 8 for k in range(-80, 200) if k % 8] + [float(k) for k in range(1, 172)] + [171.62, 171.7, 172.0, -170.5, -171.5, -180.5, 1e-300, -1e-300, 5e-324]
for name in ('gamma', 'lgamma'):
    for i in range(0, len(xs), 50):
        row(name, getattr(math, name), xs[i:i + 50])
row('poles', math.gamma, [0.0, -0.0, -1.0, -2.0, -100.0, math.inf, -math.inf, math.nan])
row('lpoles', math.lgamma, [0.0, -0.0, -1.0, -2.0, -1e300, math.inf, -math.inf, 2.0**60])
ys = [k / 10 for k in range(-70, 71)] + [26.5, 27.3, -26.5, 1e-300]
for name in ('erf', 'erfc'):
    for i in range(0, len(ys), 50):
        row(name, getattr(math, name), ys[i:i + 50])
