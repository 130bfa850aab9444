# cmp_to_key: sorting with old-style comparison functions, the key objects' comparisons, errors from the function
from functools import cmp_to_key
def by_len_then_rev(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
words = ['pear', 'fig', 'apple', 'kiwi', 'date', 'banana', 'yam']
print(sorted(words, key=cmp_to_key(by_len_then_rev)), max(words, key=cmp_to_key(by_len_then_rev)), min(words, key=cmp_to_key(by_len_then_rev)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)), sorted([0.5, -1, 2], key=cmp_to_key(lambda a, b: (a > b) - (a < b))))
K = cmp_to_key(lambda a, b: a - b)
x, y = K(1), K(2)
print(x < y, x <= y, x > y, x >= y, x == y, x != y, K(3) == K(3), x.obj, y.obj)
try:
    hash(x)
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1, 'a'], key=cmp_to_key(lambda a, b: a - b))
except TypeError as e:
    print(type(e).__name__, e)
try:
    x < 5
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
print(sorted(['B', 'a', 'C'], key=cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
