# statistics.mean: the result's type follows the data (int, float, Fraction, bool), exact sums
from statistics import mean, StatisticsError
from fractions import Fraction as F
cases = [
    [1], [1, 2], [1, 2, 3, 4], [-1, -2, -4], [0], [10**30, 10**30 + 1], [10**30, -10**30, 7],
    [1.0], [1.5, 2.5], [0.1, 0.2, 0.3], [1e308, 1e308], [-1e308, -1e308, 1e308], [5e-324, 5e-324, 0.0],
    [1, 2.5], [True, True, False], [True], [False, False],
    [F(1, 3)], [F(1, 3), F(2, 3)], [F(1, 3), 1], [F(1, 3), 0.5], [F(-7, 9), F(2, 11), 3],
    [0.5] * 7, [1 / 3] * 3, list(range(-50, 51)), [x / 10 for x in range(101)],
    [float('inf')], [float('inf'), float('-inf')], [float('nan'), 1.0], [float('-inf'), 2],
    range(7), (2, 4, 8), {3, 5}, {'a': 1}.values(),
]
for d in cases:
    try:
        r = mean(d)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
print(mean(iter([1, 2, 3])), mean(x * x for x in range(10)), mean(map(float, '1 2 3'.split())))
for bad in [[], iter([]), (), ['a'], [1, 'b'], [None], [[1]], [b'x']]:
    try:
        print(mean(bad))
    except Exception as e:
        print(type(e).__name__, e)
try:
    mean()
except TypeError as e:
    print(type(e).__name__, e)
print(issubclass(StatisticsError, ValueError))
