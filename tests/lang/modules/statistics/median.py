# statistics.median over odd/even lengths, unsorted data, mixed types
from statistics import median, StatisticsError
from fractions import Fraction as F
for d in [[1], [1, 2], [3, 1, 2], [4, 1, 3, 2], [1, 1, 1, 1], [-5, 5], [1.5, 2.5, 3.5, 4.5], [0.1, 0.2],
          [F(1, 3), F(1, 2)], [F(1, 3), 1], [1, 2.0], [True, False], [10**30, 10**30 + 1], [1e308, 1e308],
          [2, 3], range(10), range(11), iter([9, 1, 5]), (x * x for x in range(6)), [float('inf'), 1, 2],
          [float('inf'), float('-inf')], ['b', 'a', 'c'], [(1, 2), (0, 5), (3, 3)], [[1], [0], [2]], {5, 1, 3}]:
    try:
        r = median(d)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
for bad in [[], iter([]), ['a', 'b'], [1, 'a'], [None, None, None]]:
    try:
        print(median(bad))
    except Exception as e:
        print(type(e).__name__, e)
