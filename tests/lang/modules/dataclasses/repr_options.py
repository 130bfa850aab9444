# field(repr=False) leaves a field out; repr=False keeps the class's own.
from dataclasses import dataclass, field


@dataclass
class User:
    name: str
    password: str = field(repr=False)
    age: int = 0


print(User('ann', 'secret', 30))


@dataclass(repr=False)
class Plain:
    a: int


print(repr(Plain(1)).startswith('<__main__.Plain object at 0x'))


@dataclass
class Own:
    a: int

    def __repr__(self):
        return f'Own<{self.a}>'


print(Own(2), [Own(3)])


@dataclass
class Nothing:
    pass


print(Nothing(), Nothing() == Nothing())
