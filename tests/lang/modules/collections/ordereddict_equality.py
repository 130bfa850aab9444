from collections import OrderedDict
a = OrderedDict([('x', 1), ('y', 2)])
b = OrderedDict([('y', 2), ('x', 1)])
c = OrderedDict([('x', 1), ('y', 2)])
d = {'y': 2, 'x': 1}
print(a == b, a != b, a == c, a != c, a == d, d == a, b == d, a != d)
ms = [a, b, c, d, OrderedDict(), {}]
for x in ms:
    print([x == y for y in ms])
print(a == [('x', 1), ('y', 2)], a != 1)
try:
    hash(a)
except TypeError as e:
    print(type(e).__name__)
try:
    a < b
except TypeError as e:
    print(type(e).__name__)
