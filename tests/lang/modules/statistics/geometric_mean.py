# statistics.geometric_mean: float result, zero and negative inputs, huge and tiny values
from statistics import geometric_mean, StatisticsError
from fractions import Fraction as F
for d in [[54, 24, 36], [2, 8], [1], [4], [1, 10, 100, 1000], [0.5, 2], [1e300, 1e300], [1e-300, 1e-300],
          [1e308, 1e308, 1e308], [5e-324, 1.0], [F(1, 4), 4], [True, 3], [3, 3, 3, 3], [2.5, 7.75, 9.0],
          [10**400, 10**-1], range(1, 20), iter([1, 2, 4]), [float('inf'), 1.0], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]:
    try:
        print(repr(geometric_mean(d)))
    except Exception as e:
        print(type(e).__name__, e)
for bad in [[], [0], [0, 1], [1, 0.0], [-1], [1, -2, 3], ['a'], iter([]), [float('nan'), 1.0], [float('-inf')]]:
    try:
        print(repr(geometric_mean(bad)))
    except Exception as e:
        print(type(e).__name__, e)
