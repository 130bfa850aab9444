# fmod and remainder over signed pairs, huge ratios and special values, bit for bit
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
vals = [0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 3.0, 1e300, -1e300, 5e-324, math.inf, -math.inf, math.nan, 0.1, 7.0]
for x in vals:
    row('fmod %r' % x, lambda y: math.fmod(x, y), vals)
    row('rem %r' % x, lambda y: math.remainder(x, y), vals)
pairs = [((rnd() - 0.5) * 10**(int(rnd() * 40) - 10), (rnd() - 0.5) * 10**(int(rnd() * 20) - 10)) for _ in range(120)]
row('fmod', math.fmod, pairs)
row('remainder', math.remainder, pairs)
row('rem halfway', math.remainder, [(float(k), 2.0) for k in range(-9, 10)])
