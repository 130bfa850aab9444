from collections import namedtuple

Point = namedtuple('Point', ['x', 'y'])
p = Point(11, y=22)
print(p, repr(p), str(p))
print(p.x, p.y, p[0], p[1], p[-1], len(p))
print(p.x + p.y, sum(p), max(p))
x, y = p
print(x, y)
print(type(p).__name__, type(p) is Point, isinstance(p, tuple), isinstance(p, Point))
print(Point.__name__, Point.__qualname__, Point.__module__, Point.__doc__)
print(repr(Point))
