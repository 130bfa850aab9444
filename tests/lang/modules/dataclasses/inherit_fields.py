# A data class subclass has its bases' fields first, in definition order; a
# field redefined keeps its place and takes the new default and type.
from dataclasses import dataclass, field, fields


@dataclass
class Base:
    x: int
    y: int = 0
    z: str = 'base'


@dataclass
class Child(Base):
    w: float = 1.0
    y: int = 5
    z: bytes = b'child'


print(Child(1), [(f.name, f.type) for f in fields(Child)])
print(Child(1, 2, b'z', 3.0), Child.y, Base.y)


@dataclass
class Grand(Child):
    x: int = -1


print(Grand(), Grand.__match_args__)
print(Base.__init__ is Child.__init__, Base.__eq__ is Child.__eq__)
