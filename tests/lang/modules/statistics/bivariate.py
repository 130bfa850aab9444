# covariance, correlation, linear_regression
from statistics import mean, fmean, geometric_mean, harmonic_mean, median, median_low, median_high, median_grouped, mode, multimode, quantiles, variance, pvariance, stdev, pstdev, covariance, correlation, linear_regression, StatisticsError
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(covariance(x, y), covariance(z, x), correlation(x, x), correlation(x, z), correlation(x, y))
print(linear_regression(x, y), linear_regression(x, z), linear_regression([1, 2, 3], [2.5, 5.1, 7.4], proportional=True))
r = linear_regression([1971, 1975, 1979, 1982, 1983], [1, 2, 3, 4, 5])
print(r.slope, r.intercept, round(r.slope * 2019 + r.intercept), r)
for f, a, b in [(covariance, [1], [2]), (covariance, [1, 2], [1]), (correlation, [1, 1], [1, 2]), (correlation, [1], [1]),
                (linear_regression, [1, 1], [1, 2]), (linear_regression, [1], [2]), (linear_regression, [1, 2], [3])]:
    try:
        print(f(a, b))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
