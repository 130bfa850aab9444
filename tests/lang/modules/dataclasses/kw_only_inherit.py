# Keyword-only fields go after all the positional ones in __init__, even
# when they come from a base class.
from dataclasses import dataclass, field, KW_ONLY


@dataclass
class Base:
    x: int
    _: KW_ONLY
    flag: bool = False


@dataclass
class Child(Base):
    y: int
    z: int = 0


c = Child(1, 2, flag=True)
print(c, Child.__match_args__)
print(Child(1, 2, 3))
try:
    Child(1, 2, 3, 4)
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(kw_only=True)
class KwBase:
    a: int = 0


@dataclass
class PosChild(KwBase):
    b: int


print(PosChild(5), PosChild(5, a=1))
