# variance, pvariance, stdev, pstdev (exact sums, correctly rounded roots)
from statistics import mean, fmean, geometric_mean, harmonic_mean, median, median_low, median_high, median_grouped, mode, multimode, quantiles, variance, pvariance, stdev, pstdev, covariance, correlation, linear_regression, StatisticsError
from fractions import Fraction as F
for d in [[2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [1, 2, 3, 4], [1, 1, 1], [0.1, 0.2, 0.3, 0.4],
          [F(1, 4), F(5, 4), F(1, 2)], [10**20, 10**20 + 1, 10**20 + 3], [1e100, 1, -1e100], [True, 5, 2], [1.5, float('nan')],
          [1, float('inf')], [3, 4.5]]:
    out = []
    for f in (variance, pvariance, stdev, pstdev):
        try:
            r = f(d)
            out.append((repr(r), type(r).__name__))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    print(out)
print(variance([1, 2, 3, 4], 2.5), pvariance([1, 2, 3, 4], mu=2), stdev([1.0, 2.0, 4.0], 2), pstdev([1, 2, 3], 2))
print(variance(iter([1, 5, 9])), pstdev(x * 0.1 for x in range(20)))
for f, a in [(variance, [1]), (stdev, [1]), (pvariance, []), (pstdev, []), (variance, ['a', 'b'])]:
    try:
        print(f(a))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
