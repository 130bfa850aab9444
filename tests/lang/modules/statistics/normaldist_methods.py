# NormalDist: pdf/cdf/inv_cdf/zscore over many points, bit for bit
from statistics import NormalDist, StatisticsError
for mu, sigma in [(0, 1), (100, 15), (-3.5, 0.25), (1e6, 1e3), (0, 1e-5)]:
    n = NormalDist(mu, sigma)
    xs = [mu + sigma * k / 4 for k in range(-16, 17)]
    print([n.pdf(x) for x in xs])
    print([n.cdf(x) for x in xs])
    print([n.zscore(x) for x in xs[::4]])
    print([n.inv_cdf(p / 40) for p in range(1, 40)])
print([NormalDist().inv_cdf(p) for p in (1e-300, 1e-100, 1e-20, 1e-10, 0.02425, 0.97575, 1 - 1e-10, 1 - 2**-53)])
print(NormalDist().cdf(float('inf')), NormalDist().cdf(float('-inf')), NormalDist().pdf(float('inf')), NormalDist().pdf(40))
for f in [lambda: NormalDist().inv_cdf(0), lambda: NormalDist().inv_cdf(1), lambda: NormalDist().inv_cdf(-0.5),
          lambda: NormalDist(0, 0).pdf(0), lambda: NormalDist(0, 0).cdf(0), lambda: NormalDist(0, 0).inv_cdf(0.5),
          lambda: NormalDist(0, 0).zscore(0), lambda: NormalDist(0, -1), lambda: NormalDist('a', 1)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
