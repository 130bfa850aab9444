# A subclass's __post_init__ replaces the base's unless it calls it.
from dataclasses import dataclass, field


@dataclass
class Base:
    a: int
    tags: list = field(default_factory=list)

    def __post_init__(self):
        self.tags.append('base')


@dataclass
class Child(Base):
    b: int = 0

    def __post_init__(self):
        super().__post_init__()
        self.tags.append('child')


@dataclass
class Silent(Base):
    c: int = 0

    def __post_init__(self):
        self.tags.append('silent')


@dataclass
class Inherits(Base):
    d: int = 0


print(Child(1), Silent(2), Inherits(3))


class Plain(Base):
    pass


print(Plain(4))
