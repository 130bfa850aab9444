# NormalDist: arithmetic with constants and other NormalDists, equality, hash, repr, properties
from statistics import NormalDist
a, b = NormalDist(10, 3), NormalDist(-2, 4)
print(a + b, a - b, a + 2, 2 + a, a - 2, 2 - a, a * 3, 3 * a, a * -1, a / 4, a / -2, -a, +a, a * 0)
print(a + 2.5, a * 0.1, NormalDist(1.5, 0.5) + NormalDist(0.25, 1.25))
print(a == NormalDist(10, 3), a == NormalDist(10.0, 3.0), a != b, a == 10, a == (10, 3))
print(hash(a) == hash(NormalDist(10, 3)), hash(a) == hash(NormalDist(10.0, 3.0)))
print(repr(a), str(b), a.mean, a.median, a.mode, a.stdev, a.variance, NormalDist().variance, NormalDist(1, 0).stdev)
print(NormalDist(), NormalDist(mu=5), NormalDist(sigma=2))
for f in [lambda: a * b, lambda: a / b, lambda: 2 / a, lambda: a + 'x', lambda: a / 0, lambda: a ** 2, lambda: a < b]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
