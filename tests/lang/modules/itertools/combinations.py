# itertools.combinations
from itertools import combinations

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(combinations('ABCD', 2)))
print(list(combinations(range(4), 3)))
print(list(combinations('ABC', 0)))
print(list(combinations('ABC', 3)))
print(list(combinations('ABC', 4)))
print(list(combinations([], 0)))
print(list(combinations([], 1)))
print(len(list(combinations(range(10), 4))), list(combinations(range(10), 4))[50:53])
print(list(combinations(iterable='abc', r=2)))
print(list(combinations([1, 1, 2], 2)))
t(lambda: combinations([1]))
t(lambda: combinations([1], -1))
t(lambda: combinations([1], None))
t(lambda: combinations([1], 'a'))
t(lambda: combinations(1, 1))
t(lambda: combinations(1, -1))
t(lambda: combinations(1, 'a'))
t(lambda: combinations([1], 2**70))
t(lambda: combinations([1], 1, 2))
