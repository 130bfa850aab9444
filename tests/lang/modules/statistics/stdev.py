# statistics.stdev / pstdev: correctly rounded roots, xbar/mu, the result's type
from statistics import stdev, pstdev, StatisticsError
from fractions import Fraction as F
for d in [[1, 2], [1, 2, 3, 4], [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [5, 5, 5], [0.1, 0.2, 0.3],
          [F(1, 4), F(5, 4), F(1, 2)], [10**20, 10**20 + 1, 10**20 + 3], [1e100, 1, -1e100], [True, False, True],
          [1, float('inf')], range(100), [x / 7 for x in range(40)], [1, 3], [2, 4, 4, 4, 5, 5, 7, 9],
          [1e-300, 2e-300, 3e-300], [1e300, 3e300], [0.5, 0.5, 0.5, 0.25]]:
    out = []
    for f in (stdev, pstdev):
        try:
            r = f(d)
            out.append((repr(r), type(r).__name__))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    print(out)
print(stdev([1.0, 2.0, 4.0], 2), stdev([1, 2, 3], 2.5), pstdev([1, 2, 3], 2), pstdev([1, 2, 3], mu=F(1, 2)))
for f, d in [(stdev, [1]), (stdev, []), (pstdev, []), (stdev, ['a', 'b']), (pstdev, iter([])), (stdev, [None, None])]:
    try:
        print(f(d))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
