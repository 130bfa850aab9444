# itertools.combinations_with_replacement
from itertools import combinations_with_replacement as cwr

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(cwr('ABC', 2)))
print(list(cwr(range(3), 3)))
print(list(cwr('AB', 0)))
print(list(cwr([], 0)))
print(list(cwr([], 2)))
print(list(cwr('A', 4)))
print(len(list(cwr(range(5), 4))), list(cwr(range(5), 4))[20:23])
print(list(cwr(iterable='ab', r=2)))
t(lambda: cwr([1]))
t(lambda: cwr([1], -1))
t(lambda: cwr([1], None))
t(lambda: cwr(1, 2))
t(lambda: cwr([1], 1, x=1))
print(type(cwr('a', 1)).__name__)
