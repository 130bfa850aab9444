# hypot with 0 to many arguments and dist over extreme magnitudes (scaling), bit for bit
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
print(h(math.hypot), h(math.hypot, 3), h(math.hypot, -3), h(math.hypot, 3, 4), h(math.hypot, 1e308, 1e308), h(math.hypot, 5e-324, 5e-324))
print(h(math.hypot, math.inf, math.nan), h(math.hypot, math.nan, 1), h(math.hypot, -0.0, -0.0), h(math.hypot, *([1e-320] * 10)))
for n in (2, 3, 5, 10, 50):
    vecs = [[(rnd() - 0.5) * 10**(rnd() * 40 - 20) for _ in range(n)] for _ in range(12)]
    print(n, ' '.join(h(math.hypot, *v) for v in vecs))
    print(n, ' '.join(h(math.dist, v, v[::-1]) for v in vecs))
print(h(math.hypot, *[1.0] * 1000), h(math.hypot, *range(100)), h(math.hypot, 10**400, 1), h(math.dist, [], []))
for a in [([1, 2], [1]), ((1,), 5), ('ab', 'cd'), ([1], [10**400])]:
    print(h(math.dist, *a))
