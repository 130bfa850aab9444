# statistics.correlation: Pearson's r, constant inputs, errors
from statistics import correlation, StatisticsError
from fractions import Fraction as F
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
for a, b in [(x, x), (x, x[::-1]), (x, [1, 2, 3, 1, 2, 3, 1, 2, 3]), ([1, 2], [3, 4]), ([1, 2], [4, 3]),
             ([0.5, 1.5, 2.25], [3, 1, 4]), ([F(1, 2), F(1, 3), 1], [1, 2, 3]), ([1, 2, 3], [1, 4, 9]),
             ([10**20, 10**20 + 1, 10**20 + 5], [1, 2, 3]), (range(20), [i * i for i in range(20)]),
             ([1.0, 2.0, 3.0, 4.0], [2.0, 4.0, 6.0, 8.000000001])]:
    try:
        r = correlation(a, b)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
for a, b in [([1], [2]), ([], []), ([1, 2], [1]), ([1, 1], [1, 2]), ([1, 2], [3, 3]), ([2, 2, 2], [2, 2, 2]),
             (['a', 'b'], [1, 2])]:
    try:
        print(correlation(a, b))
    except Exception as e:
        print(type(e).__name__, e)
