# dict_factory / tuple_factory receive the (name, value) pairs or values.
from dataclasses import dataclass, asdict, astuple


@dataclass
class Row:
    id: int
    name: str
    score: float = None


def drop_none(pairs):
    return {k: v for k, v in pairs if v is not None}


rows = [Row(1, 'a', 2.5), Row(2, 'b')]
print([asdict(r, dict_factory=drop_none) for r in rows])
print(asdict(rows[0], dict_factory=list), astuple(rows[0], tuple_factory=list))
print(asdict(rows[1], dict_factory=lambda pairs: sorted(pairs, reverse=True)))


@dataclass
class Team:
    name: str
    members: list


print(asdict(Team('t', rows), dict_factory=drop_none))
print(astuple(Team('t', rows), tuple_factory=list))
