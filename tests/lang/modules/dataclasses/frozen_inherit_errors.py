# A frozen data class cannot derive from a non-frozen one, nor the reverse;
# a plain subclass of a frozen one is frozen for its fields only.
from dataclasses import dataclass, FrozenInstanceError


@dataclass(frozen=True)
class Base:
    a: int


@dataclass
class Mutable:
    b: int


try:
    @dataclass
    class Child(Base):
        c: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass(frozen=True)
    class Child2(Mutable):
        c: int
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(frozen=True)
class Good(Base):
    c: int = 0


g = Good(1, 2)
print(g, hash(g) == hash((1, 2)))


class Plain(Base):
    pass


p = Plain(3)
p.extra = 'ok'
print(p, p.extra)
try:
    p.a = 4
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    g.extra = 1
except FrozenInstanceError as e:
    print(type(e).__name__, e)
