# Unknown and repeated keyword arguments.
from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int = 0


calls = [
    lambda: Point(1, z=3),
    lambda: Point(1, x=2),
    lambda: Point(x=1, y=2, w=3),
    lambda: Point(1, self=2),
    lambda: Point(**{'x': 1, 'y': 2, 'q': 3}),
    lambda: Point(*[1], **{'y': 2}),
]
for call in calls:
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)
