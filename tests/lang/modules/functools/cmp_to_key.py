# functools.cmp_to_key
from functools import cmp_to_key

def cmp(a, b):
    return (a > b) - (a < b)
def rev(a, b):
    return b - a
print(sorted([3, 1, 2], key=cmp_to_key(cmp)), sorted([3, 1, 2], key=cmp_to_key(rev)))
print(sorted(['bb', 'a', 'ccc'], key=cmp_to_key(lambda a, b: len(a) - len(b))))
print(max([3, 9, 2], key=cmp_to_key(rev)), min([3, 9, 2], key=cmp_to_key(rev)))
K = cmp_to_key(cmp)
a, b = K(1), K(2)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, K(1) == K(1))
print(a.obj, type(a).__name__, type(K).__name__, repr(a)[:22])
def by_len_then_alpha(x, y):
    if len(x) != len(y):
        return len(x) - len(y)
    return -1 if x < y else (1 if x > y else 0)
print(sorted(['pear', 'fig', 'apple', 'kiwi', 'date'], key=cmp_to_key(by_len_then_alpha)))
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: K(1) < 1)
t(lambda: hash(K(1)))
t(lambda: K())
t(lambda: K(1, 2))
t(lambda: cmp_to_key())
t(lambda: cmp_to_key(mycmp=cmp)(1) < K(2))
t(lambda: cmp_to_key(lambda a, b: 'x')(1) < K(2))
t(lambda: sorted([1, 2], key=cmp_to_key(lambda a: 0)))
