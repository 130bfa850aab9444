# statistics.multimode: every most common value, in first-seen order
from statistics import multimode
for d in ['aabbbbccddddeeffffgg', '', 'abc', 'a', [1, 2, 3], [3, 2, 1], [2, 2, 1, 1], [1, 1, 2, 2], iter([2, 2, 1, 1]),
          [1, 1.0, True, 2, 2, 2.0], [None, None], [(1,), (1,), (2,), (2,)], range(0), range(4), 'mississippi',
          ['x'] * 5 + ['y'] * 5 + ['z'] * 4, [0.1 + 0.2, 0.3, 0.3, 0.30000000000000004], [frozenset({1}), frozenset({1})]]:
    print(multimode(d))
for bad in [[[1], [1]], [{1: 2}], 5, None]:
    try:
        print(multimode(bad))
    except Exception as e:
        print(type(e).__name__, e)
