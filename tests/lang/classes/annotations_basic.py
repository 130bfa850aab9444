# A class body's annotated names are collected in __annotations__, in order;
# only those with a value are bound.
class Point:
    x: int
    y: float = 0.0
    label: str = 'p'
    tags: list[str]
    extra: dict[str, int] | None = None
    note: 'str'


print(Point.__annotations__)
print(list(Point.__annotations__))
print(Point.y, Point.label, Point.extra)
print(hasattr(Point, 'x'), hasattr(Point, 'tags'), 'x' in Point.__annotations__)
print(Point.__annotations__['note'], type(Point.__annotations__).__name__)
print(Point().__annotations__ is Point.__annotations__)


class Empty:
    def method(self) -> int:
        return 1


print(Empty.__annotations__)
print(Empty.__annotations__ is Empty.__annotations__)


class Redeclared:
    a: int = 1
    a: str = 'two'
    b = 3


print(Redeclared.__annotations__, Redeclared.a)
try:
    Empty().__annotations__
except AttributeError as e:
    print(type(e).__name__, e)
