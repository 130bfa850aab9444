# fsum over cancelling, tiny, huge and mixed-sign sequences: exactly rounded, bit for bit
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
tests = [[1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50], [0.1] * 10, [1, 1e-16] * 50, [2.0**-1074] * 1000, [1.7976931348623157e308, -1.7976931348623157e308, 1.0],
         [1e308, 1e308, -1e308], [2.0**53, 1.0, 1.0], [2.0**53, -1.0, 1.0 - 2.0**-52], [-0.0, -0.0], [], [math.inf, 1], [math.inf, -math.inf],
         [math.nan, 1], [1e16, 1.0, 1e-16], [(-1) ** k * 2.0**(k % 60) for k in range(300)]]
for k in range(25):
    xs = [(rnd() - 0.5) * 10**(int(rnd() * 40) - 20) for _ in range(40)]
    tests.append(xs + [-x for x in xs[::2]])
for t in tests:
    print(h(math.fsum, t), h(sum, t) if len(t) < 50 else '')
print(h(math.fsum, iter([0.1, 0.2, 0.3])), h(math.fsum, (x / 7 for x in range(100))), h(math.fsum, [10**400]), h(math.fsum, [1, 'x']))
