# statistics.linear_regression: slope, intercept, proportional=True, the named tuple
from statistics import linear_regression, StatisticsError
from fractions import Fraction as F
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
for a, b, kw in [(x, [1, 2, 3, 1, 2, 3, 1, 2, 3], {}), (x, x, {}), (x, x[::-1], {}), ([1, 2], [3, 5], {}),
                 ([1, 2, 3], [2.5, 5.1, 7.4], {'proportional': True}), ([1, 2, 3], [2, 4, 6], {'proportional': True}),
                 ([F(1, 2), 1, 2], [1, 2, 5], {}), ([1971, 1975, 1979, 1982, 1983], [1, 2, 3, 4, 5], {}),
                 ([0.5, 1.5, 3.0], [1, 1, 1], {}), ([-1, 0, 1], [1, 0, 1], {}), ([1, 2], [1, 2], {'proportional': False}),
                 (range(10), [2 * i + 1 for i in range(10)], {})]:
    try:
        r = linear_regression(a, b, **kw)
        print(r, type(r).__name__, repr(r.slope), repr(r.intercept), r[0] == r.slope, tuple(r) == (r.slope, r.intercept))
    except Exception as e:
        print(type(e).__name__, e)
for a, b, kw in [([1], [2], {}), ([1, 1], [1, 2], {}), ([1, 2], [3], {}), ([], [], {}), ([0, 0], [1, 2], {'proportional': True})]:
    try:
        print(linear_regression(a, b, **kw))
    except Exception as e:
        print(type(e).__name__, e)
try:
    linear_regression([1, 2], [3, 4], True)
except TypeError as e:
    print(type(e).__name__, e)
