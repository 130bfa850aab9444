from collections import namedtuple

Point = namedtuple('Point', 'x y')
p = Point(1, 2)
for f in [lambda: setattr(p, 'x', 3), lambda: delattr(p, 'x'), lambda: setattr(p, 'z', 3)]:
    try:
        f()
    except AttributeError as e:
        print(type(e).__name__, e)
try:
    p[0] = 5
except TypeError as e:
    print(type(e).__name__, e)
print(p, p.__slots__)
print(repr(Point.x), Point.x.__doc__, Point.y.__doc__)
print(type(Point.x).__name__)
