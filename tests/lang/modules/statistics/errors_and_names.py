# StatisticsError's place in the hierarchy, the module's names, argument errors of every function
import statistics
from statistics import StatisticsError
print(issubclass(StatisticsError, ValueError), issubclass(StatisticsError, ArithmeticError), StatisticsError.__module__, StatisticsError.__name__)
try:
    raise StatisticsError('custom', 2)
except ValueError as e:
    print(type(e).__name__, e, e.args)
names = ['NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean', 'geometric_mean', 'harmonic_mean',
         'linear_regression', 'mean', 'median', 'median_grouped', 'median_high', 'median_low', 'mode', 'multimode',
         'pstdev', 'pvariance', 'quantiles', 'stdev', 'variance']
print([n for n in names if not hasattr(statistics, n)], sorted(statistics.__all__) == sorted(names))
for name in names[2:]:
    f = getattr(statistics, name)
    try:
        f()
    except TypeError as e:
        print(name, 'TypeError')
    try:
        f(5)
    except (TypeError, StatisticsError) as e:
        print(name, type(e).__name__, e)
    try:
        f(None)
    except (TypeError, StatisticsError) as e:
        print(name, type(e).__name__, e)
