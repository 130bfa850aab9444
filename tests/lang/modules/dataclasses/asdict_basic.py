# asdict() converts recursively: data classes to dicts, into lists, tuples
# and dicts.
from dataclasses import dataclass, field, asdict


@dataclass
class Point:
    x: int
    y: int


@dataclass
class Shape:
    name: str
    points: list = field(default_factory=list)
    anchor: Point = None
    pairs: tuple = ()
    index: dict = field(default_factory=dict)


s = Shape('tri', [Point(0, 0), Point(1, 0), Point(0, 1)], Point(5, 5), (Point(1, 1), 'x'),
          {'first': Point(0, 0), 'n': [Point(2, 2)]})
print(asdict(s))
print(asdict(Point(1, 2)), asdict(Shape('empty')))
print(type(asdict(s)['pairs']).__name__, type(asdict(s)['points'][0]).__name__)
