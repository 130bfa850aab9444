# field(hash=...) chooses the fields of the generated __hash__; by default
# those compared.
from dataclasses import dataclass, field


@dataclass(frozen=True)
class A:
    x: int
    y: int = field(compare=False)
    z: int = field(default=0, hash=False)
    w: int = field(default=0, compare=False, hash=True)


print(hash(A(1, 2, 3, 4)) == hash((1, 4)))
print(A(1, 2, 3, 4) == A(1, 9, 3, 9), A(1, 2, 3, 4) == A(1, 2, 4, 4))
print(hash(A(1, 2, 3, 4)) == hash(A(1, 7, 8, 4)))


@dataclass(unsafe_hash=True)
class B:
    items: list
    key: str = ''


print(B([], 'k') == B([], 'k'))
try:
    hash(B([1], 'k'))
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(unsafe_hash=True)
class C:
    items: list = field(hash=False, default_factory=list)
    key: str = ''


print(hash(C([1], 'k')) == hash(('k',)))
