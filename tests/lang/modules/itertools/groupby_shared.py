# groupby's groups share its iterator: advancing the groupby finishes the
# earlier groups, and a group read partly is skipped over
from itertools import groupby

groups = groupby('aaabbbcc')
k1, g1 = next(groups)
k2, g2 = next(groups)
print(k1, list(g1), k2, list(g2))

groups = groupby('aaabbbcc')
k1, g1 = next(groups)
print(next(g1))
k2, g2 = next(groups)
print(k2, list(g1), list(g2))

groups = groupby('aaabbbccd')
saved = [(k, g) for k, g in groups]
print([(k, list(g)) for k, g in saved])

groups = groupby('aabbcc')
k, g = next(groups)
print(list(g), list(g))
k, g = next(groups)
print(next(g), k)
print([(k, list(g)) for k, g in groups])

# the key function runs once per item, in order
calls = []
def key(x):
    calls.append(x)
    return x // 2
print([(k, list(g)) for k, g in groupby(range(6), key)], calls)

# a group exhausted at the end of the data
groups = groupby([1, 1])
k, g = next(groups)
print(list(g))
try:
    next(groups)
except StopIteration:
    print('done')
print(list(g))
