# statistics.fmean: always a float, with and without weights
from statistics import fmean, StatisticsError
from fractions import Fraction as F
for d in [[1], [1, 2], [3.5, 4.25, 1e-9], [10**30, 1], [F(1, 3), F(2, 3)], [True, False], [1e308, 1e308],
          [0.1] * 10, range(100), iter([1, 2, 3, 4]), (x / 7 for x in range(50)), [float('inf'), 1],
          [float('inf'), float('-inf')], [float('nan')], [-0.0], [-0.0, -0.0], [5e-324] * 3]:
    try:
        r = fmean(d)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
for d, w in [([1, 2, 3], [1, 1, 1]), ([1, 2, 3], [3, 2, 1]), ([1, 2], [0.25, 0.75]), ([85, 92, 83, 91], [0.2, 0.2, 0.3, 0.3]),
             ([1, 2], [F(1, 3), F(2, 3)]), ([5], [7]), ([1, 2, 3], iter([1, 2, 3])), (iter([4, 5]), [1, 2]),
             ([1, 2], [1, -1]), ([1, 2], [0, 0]), ([1, 2], [1]), ([1], [1, 2]), ([], []), ([1, 2], [-1, -1]),
             ([1, 2], ['a', 'b']), ([1e300, 1e300], [1e10, 1e10])]:
    try:
        r = fmean(d, w)
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)
for bad in [[], iter([]), ['x'], [None], [1, '2']]:
    try:
        print(fmean(bad))
    except Exception as e:
        print(type(e).__name__, e)
