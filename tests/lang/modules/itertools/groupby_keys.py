# groupby with keys, unsorted input making repeated groups, groups invalidated by advancing, key errors
from itertools import groupby
data = ['apple', 'avocado', 'banana', 'blueberry', 'cherry', 'apricot', 'beet']
print([(k, list(g)) for k, g in groupby(data, key=lambda s: s[0])])
print([(k, len(list(g))) for k, g in groupby(sorted(data, key=len), key=len)])
print([(k, list(g)) for k, g in groupby([1, 1, 2, 2, 2, 1, 3, 3])], [k for k, _ in groupby('aaabbbcccaaa')])
groups = list(groupby('aabbcc'))
print([(k, list(g)) for k, g in groups])
it = groupby('xxxyyyzzz')
k1, g1 = next(it)
k2, g2 = next(it)
print(k1, list(g1), k2, next(g2), list(g2), next(it)[0])
print([(k, list(g)) for k, g in groupby([], key=abs)], [(k, list(g)) for k, g in groupby([-1, 1, -2, 2, 3], key=abs)])
print([(k, list(g)) for k, g in groupby([1.0, 1, True, 2])])
def bad_key(x):
    if x == 3:
        raise ValueError('no 3')
    return x
try:
    print([(k, list(g)) for k, g in groupby([1, 2, 3], key=bad_key)])
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(groupby([1, 'a', 'a', 1], key=lambda v: v < 2))
except TypeError as e:
    print(type(e).__name__, e)
