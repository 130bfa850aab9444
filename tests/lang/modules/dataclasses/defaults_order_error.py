# A field without a default may not follow one with a default, among the
# positional parameters of __init__; keyword-only and init=False fields do
# not count.
from dataclasses import dataclass, field, KW_ONLY

try:
    @dataclass
    class A:
        x: int = 1
        y: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class B:
        x: int = field(default_factory=int)
        y: str
except TypeError as e:
    print(type(e).__name__, e)


@dataclass
class Base:
    a: int = 0


try:
    @dataclass
    class Child(Base):
        b: int
except TypeError as e:
    print(type(e).__name__, e)


@dataclass
class KwOk:
    x: int = 1
    y: int = field(kw_only=True)
    z: int = field(init=False, default=3)
    w: int = 4


print(KwOk(y=2), KwOk(5, 6, y=7))


@dataclass
class MarkerOk:
    x: int = 1
    _: KW_ONLY
    y: int


print(MarkerOk(y=2))


@dataclass(kw_only=True)
class AllKw:
    x: int = 1
    y: int


print(AllKw(y=2))
