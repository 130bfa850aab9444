from enum import Enum, auto

class Ordinal(Enum):
    NORTH = auto()
    SOUTH = auto()
    EAST = 10
    WEST = auto()

print(list(Ordinal))
print([o.value for o in Ordinal])

class Mixed(Enum):
    A = 'x'
    B = auto()

print(list(Mixed))

class Tup(Enum):
    P = (auto(), 'a')
    Q = (auto(), 'b')

print(list(Tup))
print(repr(auto()), repr(auto(5)))

class Explicit(Enum):
    A = auto(7)
    B = auto()

print(list(Explicit))
