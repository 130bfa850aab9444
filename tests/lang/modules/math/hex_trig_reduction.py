# sin, cos, tan at multiples and fractions of pi and at huge arguments (argument reduction), bit for bit
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
xs = [k * math.pi / 12 for k in range(-48, 49)]
xs += [math.pi * 2.0**k for k in range(0, 1000, 25)] + [2.0**k for k in range(10, 1024, 31)] + [1e22, 1e300, 1.7976931348623157e308, 6381956970095103.0 * 2**797]
xs += [(rnd() - 0.5) * 1e6 for _ in range(60)] + [355.0, 103993.0, 104348.0, 833719.0, 1.5707963267948966, 3.141592653589793, 6.283185307179586]
for name in ('sin', 'cos', 'tan'):
    for i in range(0, len(xs), 40):
        row(name, getattr(math, name), xs[i:i + 40])
