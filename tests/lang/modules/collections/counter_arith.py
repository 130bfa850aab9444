from collections import Counter
a = Counter(a=3, b=1, c=0, d=-2)
b = Counter(a=1, b=2, d=1, e=-1, f=4)
print(a + b)
print(a - b)
print(b - a)
print(a | b)
print(a & b)
print(+a, -a, +b, -b)
print(a + Counter(), Counter() - a, Counter() | a, Counter() & a)
ops = {'+': lambda x, y: x + y, '-': lambda x, y: x - y, '|': lambda x, y: x | y, '&': lambda x, y: x & y}
for op in ops:
    for other in [{'a': 1}, 1, [1], None]:
        try:
            r = ops[op](a, other)
            print(op, r)
        except TypeError as e:
            print(op, type(e).__name__, e)
print(type(a + b).__name__)
