# statistics.mode: the first of the most common values, any hashable data
from statistics import mode, StatisticsError
for d in [[1, 1, 2, 3, 3, 3, 3, 4], ['red', 'blue', 'blue', 'red', 'green', 'red', 'red'], [1, 2, 2, 1], [2, 1, 1, 2],
          'aabbbc', 'abc', 'cba', [1], [1.5, 1.5, 2.5], [1, 1.0, True], [(1, 2), (1, 2), (3,)], [None, None, 1],
          range(5), iter([3, 3, 4]), [0, -0.0, 0.0], [frozenset(), frozenset()], [b'x', b'y', b'y'], ['a', 'A', 'a'],
          [float('nan'), float('nan')], list('mississippi'), [10**40, 10**40, 5]]:
    try:
        r = mode(d)
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
for bad in [[], iter([]), '', [[1], [1]], [{}, {}], [1, [2]]]:
    try:
        print(mode(bad))
    except Exception as e:
        print(type(e).__name__, e)
