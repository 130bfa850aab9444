from typing import NamedTuple, Optional, List

class Record(NamedTuple):
    name: str
    tags: List[str]
    parent: Optional[int] = None
    score: float = 0.0

r = Record('a', ['x', 'y'])
print(r)
print(Record.__annotations__)
print(Record._field_defaults)
print(r.tags + ['z'], r.parent is None)

class Builtins(NamedTuple):
    items: list[int]
    mapping: dict[str, int] = {}
    maybe: int | None = None

print(Builtins([1]), Builtins.__annotations__)
