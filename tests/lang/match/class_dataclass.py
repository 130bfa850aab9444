from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int

@dataclass
class Line:
    start: Point
    end: Point

def f(v):
    match v:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return ("on y axis", y)
        case Point(x=0 | 1 as x, y=yy):
            return ("x small", x, yy)
        case Point(x, y) if x == y:
            return ("diagonal", x)
        case Line(Point(x1, y1), Point(x2, y2)):
            return ("line", x1, y1, x2, y2)
        case Point():
            return "some point"
        case _:
            return "no"

print(Point.__match_args__)
for v in [Point(0, 0), Point(0, 5), Point(1, 9), Point(3, 3), Point(3, 4),
          Line(Point(1, 2), Point(3, 4)), Line(1, 2), (0, 0), None]:
    print(v, f(v))
