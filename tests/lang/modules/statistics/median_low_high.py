# statistics.median_low / median_high: always a data point, any orderable type
from statistics import median_low, median_high, StatisticsError
from fractions import Fraction as F
for d in [[1], [1, 2], [3, 1, 2], [4, 1, 3, 2], [1, 3, 5, 7], [-5, 5], [1.5, 2.5, 3.5, 4.5], [F(1, 3), F(1, 2)],
          [1, 2.0], [True, False], ['b', 'a', 'd', 'c'], ['x'], [(1, 2), (0, 5)], range(10), range(11),
          iter([9, 1, 5, 7]), [2, 2, 3, 3], [float('-inf'), 0.0], ['apple', 'Apple', 'banana'], [b'b', b'a']]:
    out = []
    for f in (median_low, median_high):
        try:
            r = f(d)
            out.append((repr(r), type(r).__name__))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    print(out)
for bad in [[], iter([]), [1, 'a'], [None, 1]]:
    for f in (median_low, median_high):
        try:
            print(f(bad))
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
