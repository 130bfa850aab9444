# Multiple inheritance: fields collected along the MRO from the last class
# back to the first.
from dataclasses import dataclass, fields


@dataclass
class A:
    a: int = 1
    shared: str = 'A'


@dataclass
class B:
    b: int = 2
    shared: str = 'B'


@dataclass
class C(A, B):
    c: int = 3


print([f.name for f in fields(C)], C(), C().shared)


@dataclass
class Root:
    r: int = 0


@dataclass
class Left(Root):
    left: int = 1


@dataclass
class Right(Root):
    right: int = 2


@dataclass
class Diamond(Left, Right):
    d: int = 3


print([f.name for f in fields(Diamond)], Diamond())
