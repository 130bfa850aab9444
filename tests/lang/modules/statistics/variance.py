# statistics.variance / pvariance: exact over int and Fraction, xbar/mu given, errors
from statistics import variance, pvariance, StatisticsError
from fractions import Fraction as F
for d in [[1, 2], [1, 2, 3, 4], [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [5, 5, 5], [0.1, 0.2, 0.3],
          [F(1, 4), F(5, 4), F(1, 2)], [F(1, 4), 1], [10**20, 10**20 + 1, 10**20 + 3], [1e100, 1, -1e100],
          [True, False, True], [1e308, -1e308], [1, float('inf')], [1.5, float('nan')], range(100),
          iter([1, 4, 9, 16]), [x / 3 for x in range(30)], [-1.5, 2, 7.25], [1, 1.0]]:
    out = []
    for f in (variance, pvariance):
        try:
            r = f(d)
            out.append((repr(r), type(r).__name__))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    print(out)
print(variance([1, 2, 3, 4], 2.5), variance([1, 2, 3, 4], 2), variance([1.0, 2.0], F(3, 2)), variance([F(1), F(2)], 1.5))
print(pvariance([1, 2, 3, 4], 2.5), pvariance([1, 2, 3, 4], mu=2), pvariance([F(1), F(3)], F(2)), pvariance([1, 2], 10**20))
for f, d, kw in [(variance, [1], {}), (variance, [], {}), (pvariance, [], {}), (variance, ['a', 'b'], {}),
                 (pvariance, [1, 'b'], {}), (variance, iter([5]), {}), (pvariance, [1, 2], {'mu': 'x'})]:
    try:
        print(f(d, **kw))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
