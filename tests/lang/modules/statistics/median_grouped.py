# statistics.median_grouped: interval, repeated values, errors
from statistics import median_grouped, StatisticsError
from fractions import Fraction as F
for d, kw in [([52, 52, 53, 54], {}), ([1, 3, 3, 5, 7], {}), ([1, 2, 2, 3, 4, 4, 4, 4, 4, 5], {}), ([1, 3, 3, 5, 7], {'interval': 2}),
              ([5], {}), ([5.5], {}), ([5], {'interval': 10}), ([1, 2], {}), ([1, 1, 1, 2], {}), ([2, 2, 2, 2], {}),
              ([1.5, 2.5, 2.5, 3.5], {}), ([1.5, 2.5, 2.5, 3.5], {'interval': 0.5}), ([F(1, 2), F(3, 2), F(3, 2)], {}),
              ([10, 20, 20, 30, 30, 30], {'interval': 10}), (range(10), {}), (iter([3, 1, 2]), {}), ([1, 2, 3], {'interval': 0}),
              ([1, 2, 3, 3], {'interval': F(1, 3)}), ([1, 2, 3], {'interval': -1}), ([True, False, True], {})]:
    try:
        r = median_grouped(d, **kw)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
for d, kw in [([], {}), (['a'], {}), (['a', 'b', 'c'], {}), ([1, 2], {'interval': 'x'}), ([1, 2, 3], {'interval': None}), ([None], {})]:
    try:
        print(median_grouped(d, **kw))
    except Exception as e:
        print(type(e).__name__, e)
