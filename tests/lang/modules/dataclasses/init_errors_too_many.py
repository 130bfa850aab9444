# Too many positional arguments, with and without defaults and keyword-only
# fields.
from dataclasses import dataclass, field


@dataclass
class Point:
    x: int
    y: int


@dataclass
class Opt:
    a: int
    b: int = 2
    c: int = 3


@dataclass
class Kw:
    a: int
    b: int = field(kw_only=True, default=0)
    c: int = field(kw_only=True, default=0)


@dataclass
class NoFields:
    pass


calls = [
    lambda: Point(1, 2, 3),
    lambda: Opt(1, 2, 3, 4),
    lambda: Opt(1, 2, 3, 4, 5),
    lambda: Kw(1, 2),
    lambda: Kw(1, 2, b=3),
    lambda: Kw(1, 2, b=3, c=4),
    lambda: NoFields(1),
    lambda: NoFields(1, 2),
    lambda: Point(1, 2, 3, z=4),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
