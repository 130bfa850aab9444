# The generated __init__ reports missing arguments in CPython's words.
from dataclasses import dataclass, field, KW_ONLY


@dataclass
class Point:
    x: int
    y: int


@dataclass
class Three:
    a: int
    b: str
    c: float
    d: int = 0


@dataclass
class Kw:
    a: int
    _: KW_ONLY
    b: int
    c: int = field(default=1)
    d: str = field(kw_only=True)


calls = [
    lambda: Point(),
    lambda: Point(1),
    lambda: Point(y=2),
    lambda: Three(),
    lambda: Three(1),
    lambda: Three(c=1.0),
    lambda: Kw(1),
    lambda: Kw(1, b=2),
    lambda: Kw(b=2, d=''),
    lambda: Kw(),
    lambda: Point.__init__(),
    lambda: Point.__init__(Point(1, 2)),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
