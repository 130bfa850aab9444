from collections import namedtuple

Point = namedtuple('Point', 'x y')
p = Point(11, 22)
print(p._asdict(), type(p._asdict()).__name__)
print(p._replace(x=33), p)
print(Point._make([1, 2]), Point._make((3, 4)), Point._make(range(2)))
print(p.__getnewargs__())
try:
    p._replace(z=1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    p._replace(x=1, z=2, w=3)
except ValueError as e:
    print(type(e).__name__, e)
for c in [lambda: Point._make([1]), lambda: Point._make([1, 2, 3])]:
    try:
        print(c())
    except TypeError as e:
        print(type(e).__name__, e)
print(Point._fields, Point.__match_args__)
print(p.count(11), p.index(22))
d = {'x': 5, 'y': 6}
print(Point(**d))
