# astuple() converts recursively to tuples.
from dataclasses import dataclass, field, astuple


@dataclass
class P:
    x: int
    y: int


@dataclass
class Poly:
    pts: list
    by_name: dict = field(default_factory=dict)
    origin: P = None


print(astuple(P(1, 2)), astuple(Poly([P(0, 0), P(1, 1)], {'o': P(0, 0)}, P(9, 9))))
print(astuple(Poly([])), type(astuple(Poly([(P(1, 2), 3)]))[0][0]).__name__)
