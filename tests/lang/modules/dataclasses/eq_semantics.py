# __eq__ compares the compare=True fields as tuples, only between objects
# of the very same class; eq=False keeps identity.
from dataclasses import dataclass, field


@dataclass
class P:
    x: int
    y: int
    note: str = field(default='', compare=False)


@dataclass
class Q:
    x: int
    y: int
    note: str = ''


class SubP(P):
    pass


print(P(1, 2, 'a') == P(1, 2, 'b'), P(1, 2) == P(2, 1))
print(P(1, 2) == Q(1, 2), P(1, 2) == SubP(1, 2), SubP(1, 2) == SubP(1, 2))
print(P(1, 2).__eq__(Q(1, 2)), P(1, 2).__eq__((1, 2)), P(1, 2) != Q(1, 2))
print(P(1, 2) in [Q(1, 2), P(1, 2)], [P(0, 0)].index(P(0, 0)))
nan = float('nan')
n = P(nan, 1)
print(n == n, n == P(nan, 1))


@dataclass(eq=False)
class Ident:
    v: int


a = Ident(1)
print(a == Ident(1), a == a, hash(a) == hash(a), Ident.__eq__(a, Ident(1)))


@dataclass
class WithOwnEq:
    v: int

    def __eq__(self, other):
        return True


print(WithOwnEq(1) == WithOwnEq(2), WithOwnEq(1) == 5)
