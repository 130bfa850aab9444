# slots=True returns a new class with __slots__ for the fields.
from dataclasses import dataclass, field, fields


@dataclass(slots=True)
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    note: str = field(init=False, default='n')


p = P(1)
print(p, P.__slots__, hasattr(p, '__dict__'), p.note)
try:
    p.other = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(P.__qualname__, P.__name__, P.__init__.__qualname__, [f.name for f in fields(P)])
print(P(1) == P(1), P(2, 3, [4]))
try:
    @dataclass(slots=True)
    class Already:
        __slots__ = ('x',)
        x: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass(weakref_slot=True)
    class Weak:
        x: int
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(slots=True)
class Base:
    a: int


@dataclass(slots=True)
class Child(Base):
    b: int


print(Child(1, 2), Child.__slots__)
