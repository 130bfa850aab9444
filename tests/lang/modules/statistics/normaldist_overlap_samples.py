# NormalDist: overlap, quantiles, from_samples, samples with a seed
from statistics import NormalDist, StatisticsError
pairs = [((2.4, 1.6), (3.2, 2.0)), ((1, 2), (3, 2)), ((0, 1), (0, 1)), ((0, 1), (0, 2)), ((0, 1), (10, 1)),
         ((5, 0.5), (5.1, 0.5)), ((0, 1), (100, 1)), ((-1, 3), (1, 0.5))]
for (m1, s1), (m2, s2) in pairs:
    x, y = NormalDist(m1, s1), NormalDist(m2, s2)
    print(repr(x.overlap(y)), repr(y.overlap(x)))
for n in (1, 2, 3, 4, 5, 10, 100):
    print(n, NormalDist(50, 7).quantiles(n)[:6])
for d in [[2.5, 3.25, 5.5, 11.25, 11.75], [1, 2], [1, 1, 1], range(10), [0.1, 0.2, 0.3, 0.4]]:
    print(NormalDist.from_samples(d))
for seed in (0, 1, 42, 'x', 10**20):
    print(NormalDist(3, 2).samples(4, seed=seed))
class ND(NormalDist):
    pass
print(type(ND.from_samples([1, 2, 3])).__name__, ND(1, 2))
for f in [lambda: NormalDist().overlap(1), lambda: NormalDist(0, 0).overlap(NormalDist()), lambda: NormalDist.from_samples([1]),
          lambda: NormalDist.from_samples([]), lambda: NormalDist().quantiles(0), lambda: NormalDist().samples(-1)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
