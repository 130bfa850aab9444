# statistics.covariance: sample covariance over ints, floats, Fractions; errors
from statistics import covariance, StatisticsError
from fractions import Fraction as F
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
for a, b in [(x, [1, 2, 3, 1, 2, 3, 1, 2, 3]), (x, x[::-1]), (x, x), ([1, 2], [3, 4]), ([1, 2], [4, 3]),
             ([0.5, 1.5, 2.25], [3, 1, 4]), ([F(1, 2), F(1, 3), 1], [1, 2, 3]), ([1, 1, 1], [1, 2, 3]),
             ([10**20, 10**20 + 1], [1, 2]), ([1e300, -1e300], [1e300, -1e300]), (range(10), range(10, 0, -1)),
             ([True, False], [False, True])]:
    try:
        r = covariance(a, b)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
for a, b in [([1], [2]), ([], []), ([1, 2], [1]), ([1, 2, 3], [1, 2]), (['a', 'b'], [1, 2]), (iter([1, 2]), [1, 2])]:
    try:
        print(covariance(a, b))
    except Exception as e:
        print(type(e).__name__, e)
