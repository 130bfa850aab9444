from collections import namedtuple

Point = namedtuple('Point', 'x y')
a, b = Point(1, 2), Point(1, 3)
print(a == (1, 2), a == Point(1, 2), a != b, a < b, sorted([b, a]))
print(hash(a) == hash((1, 2)), {a: 'v'}[(1, 2)], (1, 2) in {a})
print(a + (3,), a * 2, a[::-1], a[1:], list(reversed(a)), 2 in a)
print(tuple(a), list(a), dict(zip(a._fields, a)))
print(max([a, b], key=lambda p: p.y), min(a))
print('%s-%s' % a, '{}-{}'.format(*a), f'{a}', '{0.x}:{0.y}'.format(a))
s = {a, Point(1, 2), b}
print(len(s))
