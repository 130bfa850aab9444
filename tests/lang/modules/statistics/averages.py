# mean (exact, in the data's type), fmean, geometric_mean, harmonic_mean
from statistics import mean, fmean, geometric_mean, harmonic_mean, median, median_low, median_high, median_grouped, mode, multimode, quantiles, variance, pvariance, stdev, pstdev, covariance, correlation, linear_regression, StatisticsError
from fractions import Fraction as F
data = [[1, 2, 3, 4, 4], [1, 2, 3, 4], [0.1, 0.2, 0.3], [F(1, 3), F(1, 6), 2], [1e300, 1e300, -1e300], [True, False, 3],
        [2.5, F(1, 2)], [-1.5, 2, 7.25], [10**20 + 1, 10**20 + 2], [float('inf'), 1.0], [0.1] * 10]
for d in data:
    for f in (mean, fmean):
        try:
            r = f(d)
            print(f.__name__, repr(r), type(r).__name__)
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
print(mean(range(1, 101)), mean(iter([1, 2, 3.5])), fmean(iter([1, 2])), fmean([1, 2, 3], weights=[0.25, 0.5, 0.25]))
print(geometric_mean([54, 24, 36]), geometric_mean([2.0, 8.0]), geometric_mean(iter([1, 10, 100])))
print(harmonic_mean([40, 60]), harmonic_mean([2.5, 3, 10]), harmonic_mean([40, 60], weights=[5, 30]), harmonic_mean([F(1, 2), 2]))
print(harmonic_mean([5]), harmonic_mean([0, 5]), harmonic_mean([1, 2, 0.5]), harmonic_mean(iter([1, 4, 4])))
for f, a, kw in [(mean, [], {}), (fmean, [], {}), (fmean, iter([]), {}), (geometric_mean, [], {}), (geometric_mean, [1, -1], {}),
                 (harmonic_mean, [], {}), (harmonic_mean, [-1], {}), (harmonic_mean, [1, -2], {}), (harmonic_mean, ['a'], {}),
                 (harmonic_mean, [1, 2], {'weights': [1]}), (fmean, [1, 2], {'weights': [1]}), (fmean, [1, 2], {'weights': [1, -1]}),
                 (mean, ['a', 'b'], {}), (mean, [1, 'a'], {})]:
    try:
        print(f(a, **kw))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
