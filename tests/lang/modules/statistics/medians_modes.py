# median, median_low/high/grouped, mode, multimode, quantiles
from statistics import mean, fmean, geometric_mean, harmonic_mean, median, median_low, median_high, median_grouped, mode, multimode, quantiles, variance, pvariance, stdev, pstdev, covariance, correlation, linear_regression, StatisticsError
from fractions import Fraction as F
for d in [[1, 3, 5], [1, 3, 5, 7], [5, 3, 1, 2], [2.5, 1.5], [F(1, 2), F(1, 3)], [7], ['b', 'a', 'c']]:
    print(median(d) if not isinstance(d[0], str) or len(d) % 2 else None, median_low(d), median_high(d))
print(median_grouped([52, 52, 53, 54]), median_grouped([1, 3, 3, 5, 7]), median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(median_grouped([1, 3, 3, 5, 7], interval=2), median_grouped([52.5, 53.5, 53.5], 0.5), median_grouped([F(1, 2)]))
print(mode([1, 1, 2, 3, 3, 3, 3, 4]), mode(["red", "blue", "blue", "red", "green", "red", "red"]), mode([1, 2, 2, 1]), mode('aabbbc'))
print(multimode('aabbbbccddddeeffffgg'), multimode(''), multimode([1, 2, 3]), multimode(iter([2, 2, 1, 1])))
data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
print(quantiles(data, n=10))
print(quantiles(data, n=4, method='inclusive'), quantiles([1, 2], n=5), quantiles([1.5, 2.5, 9], n=3), quantiles([F(1, 2), 1, 7], n=4, method='inclusive'))
print(quantiles(data, n=1), quantiles(range(10)))
for f, a, kw in [(median, [], {}), (median_low, [], {}), (median_high, [], {}), (median_grouped, [], {}), (mode, [], {}),
                 (quantiles, [1], {}), (quantiles, [1, 2], {'n': 0}), (quantiles, [1, 2], {'method': 'x'}),
                 (median_grouped, ['a', 'b'], {}), (median_grouped, [1, 2], {'interval': 'x'})]:
    try:
        print(f(a, **kw))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
