from typing import NamedTuple

class Point(NamedTuple):
    x: int
    y: int = 0

p = Point(1, 2)
print(p, repr(p), Point(5), Point(x=3))
print(p.x, p.y, p[0], len(p), tuple(p))
print(Point._fields, Point._field_defaults, Point.__annotations__)
print(Point.__name__, Point.__qualname__, Point.__module__, Point.__doc__)
print(isinstance(p, tuple), isinstance(p, Point), type(p).__name__)
print(p._replace(y=9), p._asdict(), Point._make([7, 8]))
print(p == (1, 2), hash(p) == hash((1, 2)), sorted([Point(2), Point(1, 5)]))
