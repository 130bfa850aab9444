from collections import Counter
a = Counter(a=1, b=2); b = Counter(a=1, b=2, c=0); c = Counter(a=2, b=3); d = Counter(a=1)
cs = [a, b, c, d, Counter()]
for x in cs:
    print([(x == y, x != y, x < y, x <= y, x > y, x >= y) for y in cs])
print(a == {'a': 1, 'b': 2}, a != {'a': 1, 'b': 2}, {'a': 1, 'b': 2} == a)
print(Counter(a=0) == Counter(), Counter() == Counter(a=0))
ops = [lambda x, y: x < y, lambda x, y: x <= y, lambda x, y: x > y, lambda x, y: x >= y]
for op in ops:
    try:
        print(op(a, {}))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    hash(a)
except TypeError as e:
    print(type(e).__name__, e)
