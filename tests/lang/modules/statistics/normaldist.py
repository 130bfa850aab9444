# NormalDist: pdf, cdf, inv_cdf, quantiles, overlap, zscore, arithmetic, samples
from statistics import NormalDist, StatisticsError
n = NormalDist(100, 15)
print(n, n.mean, n.median, n.mode, n.stdev, n.variance)
print(n.pdf(100), n.pdf(130), n.cdf(130), n.cdf(70), n.zscore(130))
print([n.inv_cdf(p) for p in (0.001, 0.02, 0.3, 0.5, 0.75, 0.98, 1e-300, 1 - 1e-16)])
print(n.quantiles(), NormalDist().quantiles(10))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(1, 2).overlap(NormalDist(3, 2)))
print(n + 5, 5 + n, n - 5, 5 - n, n * 2, 2 * n, n / 3, -n, +n, n + NormalDist(0, 20), n - NormalDist(1, 20))
print(n == NormalDist(100, 15), n == NormalDist(100, 16), n == 5, hash(n) == hash(NormalDist(100.0, 15.0)))
print(NormalDist.from_samples([2.5, 3.25, 5.5, 11.25, 11.75]))
print(NormalDist(0, 1).samples(5, seed=42), len(NormalDist().samples(3)))
for f in [lambda: NormalDist(0, -1), lambda: NormalDist(0, 0).pdf(1), lambda: NormalDist(0, 0).cdf(1),
          lambda: NormalDist().inv_cdf(0), lambda: NormalDist().inv_cdf(1.5), lambda: NormalDist(1, 0).inv_cdf(0.5),
          lambda: NormalDist().overlap(5), lambda: NormalDist(0, 0).overlap(NormalDist()), lambda: NormalDist(0, 0).zscore(1),
          lambda: NormalDist.from_samples([1])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
