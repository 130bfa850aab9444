# The common case: fields from annotations, __init__, __repr__, __eq__.
from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
print(p)
print(repr(p), str(p))
print(p.x, p.y, Point(5), Point(x=3, y=4), Point(7, y=8))
print(p == Point(1, 2), p == Point(1, 3), p != Point(1, 3), p == (1, 2))
print(Point.y, Point(1).y)
p.y = 10
print(p, p == Point(1, 10))
print(type(p).__name__, type(p).__qualname__, isinstance(p, Point))
