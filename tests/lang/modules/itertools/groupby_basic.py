# itertools.groupby: grouping with and without a key
from itertools import groupby

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print([(k, list(g)) for k, g in groupby('AAAABBBCCDAABBB')])
print([k for k, g in groupby('AAAABBBCCD')])
print([(k, list(g)) for k, g in groupby([1, 1, 2, 3, 3, 3, 1])])
print([(k, len(list(g))) for k, g in groupby(['apple', 'avocado', 'banana', 'blueberry', 'cherry'], key=lambda s: s[0])])
print([(k, list(g)) for k, g in groupby(range(10), lambda x: x // 3)])
print([(k, list(g)) for k, g in groupby([])])
print([(k, list(g)) for k, g in groupby([1, 1.0, True, 2])])
print([(k, list(g)) for k, g in groupby(iterable=[1, 2], key=None)])
data = [{'n': 'a', 'g': 1}, {'n': 'b', 'g': 1}, {'n': 'c', 'g': 2}]
for k, g in groupby(data, key=lambda d: d['g']):
    print(k, [d['n'] for d in g])
t(lambda: groupby())
t(lambda: groupby(1))
t(lambda: groupby([1], None, 3))
t(lambda: groupby([1], x=3))
t(lambda: list(groupby([1, 2], key=5)))
t(lambda: list(groupby([1, 'a'], key=lambda x: x + 1)))
g = groupby('ab')
print(type(g).__name__, type(next(g)[1]).__name__)
