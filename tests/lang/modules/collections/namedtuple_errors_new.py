from collections import namedtuple

Point = namedtuple('Point', 'x y')
calls = [
    lambda: Point(1),
    lambda: Point(),
    lambda: Point(1, 2, 3),
    lambda: Point(1, 2, 3, 4, 5),
    lambda: Point(1, x=2),
    lambda: Point(1, 2, z=3),
    lambda: Point(1, y=2, z=3, w=4),
    lambda: Point(1, 2, 3, x=1),
    lambda: Point(1, 2, 3, z=1),
    lambda: Point(y=1),
    lambda: Point(x=1, y=2),
    lambda: Point(y=2, x=1),
]
for c in calls:
    try:
        print(c())
    except TypeError as e:
        print(type(e).__name__, e)

Three = namedtuple('Three', 'a b c')
for c in [lambda: Three(), lambda: Three(1), lambda: Three(b=1)]:
    try:
        print(c())
    except TypeError as e:
        print(type(e).__name__, e)
Empty = namedtuple('Empty', '')
try:
    Empty(1)
except TypeError as e:
    print(type(e).__name__, e)
One = namedtuple('One', 'a')
try:
    One(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
