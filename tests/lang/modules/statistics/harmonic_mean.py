# statistics.harmonic_mean: exact types, zeros, weights, errors
from statistics import harmonic_mean, StatisticsError
from fractions import Fraction as F
for d in [[40, 60], [2.5, 3, 10], [1], [7.5], [F(1, 2), F(1, 3)], [1, 2, 4], [0, 1, 2], [0.0, 3.0], [True, True],
          [10**20, 10**20], [1e308, 1e308], [1e-308, 1.0], range(1, 10), iter([3, 6]), [F(2), 0.5], [1, F(1, 2), 0.25]]:
    try:
        r = harmonic_mean(d)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
for d, w in [([40, 60], [5, 30]), ([1, 2], [1, 1]), ([1, 2], [0.5, 0.5]), ([1, 2], [F(1, 3), F(2, 3)]), ([3], [4]),
             ([1, 2], [0, 1]), ([1, 2], [0, 0]), ([1, 2], [1]), ([1, 2], [-1, 1]), ([0, 2], [1, 1]), ([1, 2], iter([2, 3]))]:
    try:
        r = harmonic_mean(d, w)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
for bad in [[], [-1], [1, -1], [-0.5], ['x'], [1, 'y'], iter([]), [None]]:
    try:
        print(harmonic_mean(bad))
    except Exception as e:
        print(type(e).__name__, e)
