from typing import NamedTuple

class Point(NamedTuple):
    x: int
    y: int = 0

for c in [lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, z=2), lambda: Point(1, x=1)]:
    try:
        print(c())
    except TypeError as e:
        print(type(e).__name__, e)
try:
    class Bad(NamedTuple):
        x: int = 0
        y: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Bad2(NamedTuple):
        x: int = 0
        z: int = 1
        y: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Bad3(NamedTuple):
        _x: int
except ValueError as e:
    print(type(e).__name__, e)
try:
    class Bad4(NamedTuple):
        x: int
        def _asdict(self):
            return {}
except AttributeError as e:
    print(type(e).__name__, e)
p = Point(1)
try:
    p.x = 5
except AttributeError as e:
    print(type(e).__name__, e)
