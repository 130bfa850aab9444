# CPython's table: whether @dataclass sets __hash__ to None, makes one from
# the fields, or keeps the class's own.
from dataclasses import dataclass


def hashable(cls, *args):
    try:
        hash(cls(*args))
        return 'hashable'
    except TypeError as e:
        return str(e)


@dataclass
class EqOnly:
    x: int


@dataclass(frozen=True)
class Frozen:
    x: int


@dataclass(eq=False)
class NoEq:
    x: int


@dataclass(unsafe_hash=True)
class Unsafe:
    x: int


@dataclass
class Explicit:
    x: int

    def __hash__(self):
        return 42


@dataclass(eq=False, frozen=True)
class FrozenNoEq:
    x: int


print(hashable(EqOnly, 1), EqOnly.__hash__)
print(hashable(Frozen, 1), hash(Frozen(1)) == hash((1,)), hash(Frozen(1)) == hash(Frozen(1)))
n = NoEq(1)
print(hashable(NoEq, 1), hash(n) == hash(n), n == NoEq(1))
print(hashable(Unsafe, 1), hash(Unsafe(5)) == hash((5,)))
print(hashable(Explicit, 1), hash(Explicit(1)))
print(hashable(FrozenNoEq, 1))
print(len({Frozen(1), Frozen(1), Frozen(2)}), {Frozen(3): 'a'}[Frozen(3)])
for kw in ({'unsafe_hash': True}, {'unsafe_hash': True, 'frozen': True}, {'unsafe_hash': True, 'eq': False}):
    try:
        @dataclass(**kw)
        class Clash:
            x: int

            def __hash__(self):
                return 0
    except TypeError as e:
        print(kw, type(e).__name__, e)


@dataclass
class EqAndOwnEq:
    x: int

    def __eq__(self, other):
        return False


print(EqAndOwnEq.__hash__)


@dataclass(frozen=True)
class FrozenOwnEq:
    x: int

    def __eq__(self, other):
        return False


print(hashable(FrozenOwnEq, 1))
