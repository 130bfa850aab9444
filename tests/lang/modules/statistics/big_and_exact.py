# exactness: huge ints and tiny Fractions through every average and spread function
from statistics import mean, median, variance, pvariance, stdev, pstdev, harmonic_mean, fmean
from fractions import Fraction as F
big = [10**50 + k for k in range(7)]
tiny = [F(1, 10**30 + k) for k in range(5)]
for d in (big, tiny, [F(1, 3)] * 4 + [F(2, 3)], [3**100, -3**100, 1], [2**-1074 * k for k in range(1, 6)]):
    for f in (mean, median, variance, pvariance, harmonic_mean):
        try:
            r = f(d)
            print(f.__name__, repr(r), type(r).__name__)
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
    for f in (stdev, pstdev, fmean):
        try:
            print(f.__name__, repr(f(d)))
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
