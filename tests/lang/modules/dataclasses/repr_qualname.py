# __repr__ names the class by its __qualname__.
from dataclasses import dataclass


class Outer:
    @dataclass
    class Inner:
        a: int
        b: str = 'x'


def make():
    @dataclass
    class Local:
        items: list
    return Local


print(Outer.Inner(1))
print(make()([1, 'two', None]))
print(Outer.Inner.__repr__.__qualname__, Outer.Inner.__init__.__qualname__, Outer.Inner.__eq__.__qualname__)
print(Outer.Inner.__init__.__name__, Outer.Inner.__repr__.__name__)


@dataclass
class Quoting:
    s: str
    f: float
    t: tuple
    n: None = None


print(Quoting("it's", 1.5, (1,)))
print([Quoting('a', 0.1, ())])
