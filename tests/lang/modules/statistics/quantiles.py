# statistics.quantiles: exclusive and inclusive methods, n, small data, errors
from statistics import quantiles, StatisticsError
from fractions import Fraction as F
data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91]
for d in [data, [1, 2], [1, 2, 3], [1.5, 2.5, 3.5, 9.25], [F(1, 2), F(3, 4), 2], range(10), range(101), [5, 5, 5, 5],
          [-3, 0, 3], [0.1, 0.2, 0.3, 0.4, 0.5], [10**20, 10**20 + 7, 10**20 + 9]]:
    for n in (2, 3, 4, 5, 10):
        for method in ('exclusive', 'inclusive'):
            try:
                print(n, method, quantiles(d, n=n, method=method))
            except Exception as e:
                print(n, method, type(e).__name__, e)
print(quantiles(data), quantiles(iter([1, 2, 3, 4])), quantiles(data, n=1), quantiles([7, 1], n=2))
for d, kw in [([1], {}), ([], {}), ([1, 2], {'n': 0}), ([1, 2], {'n': -3}), ([1, 2], {'method': 'x'}),
              ([1, 2], {'method': 'EXCLUSIVE'}), (['a', 'b'], {}), ([1, 2], {'n': 2.0}), ([1], {'method': 'inclusive'})]:
    try:
        print(quantiles(d, **kw))
    except Exception as e:
        print(type(e).__name__, e)
try:
    quantiles([1, 2], 4)
except TypeError as e:
    print(type(e).__name__, e)
