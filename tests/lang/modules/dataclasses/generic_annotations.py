# Annotations written with list[...], dict[...], X | None are the fields'
# types.
from dataclasses import dataclass, field, fields


@dataclass
class Inner:
    v: int = 0


@dataclass
class Record:
    ids: list[int] = field(default_factory=list)
    names: dict[str, list[str]] = field(default_factory=dict)
    maybe: int | None = None
    pair: tuple[int, str] = (0, '')
    inner: Inner | None = None
    nested: list[Inner] = field(default_factory=list)


for f in fields(Record):
    print(f.name, f.type)
print(Record([1], {'a': ['b']}, 3, (1, 'x'), Inner(2), [Inner()]))
