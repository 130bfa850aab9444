from collections import namedtuple

R = namedtuple('R', 'a b c d')
r = R(1, 2, 3, 4)
first, *rest = r
print(first, rest)
*init, last = r
print(init, last)
a, b, *_ = r
print(a, b)
for i, v in enumerate(r):
    print(i, v)
print(list(zip(r._fields, r)))
print(dict(zip(R._fields, range(4))))
def f(a, b, c, d):
    return a + b * c - d
print(f(*r))
