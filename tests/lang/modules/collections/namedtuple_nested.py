from collections import namedtuple

Point = namedtuple('Point', 'x y')
Line = namedtuple('Line', 'start end')
l = Line(Point(0, 0), Point(3, 4))
print(l)
print(l.end.x - l.start.x, l._asdict())
print([l, l._replace(end=Point(1, 1))])
print({'line': l})
print((l.start, l.end))
