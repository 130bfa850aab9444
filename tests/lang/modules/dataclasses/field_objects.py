# The Field objects of a class: their attributes and repr.
from dataclasses import dataclass, field, fields, MISSING, Field


@dataclass
class Item:
    name: str
    qty: int = 1
    tags: list = field(default_factory=list, repr=False)
    price: float = field(default=0.0, compare=False, hash=True, metadata={'unit': 'EUR'})
    note: str = field(default='', kw_only=True, init=False)


for f in fields(Item):
    print(f.name, f.type, f.default is MISSING, f.default_factory is MISSING, f.init, f.repr, f.hash, f.compare,
          dict(f.metadata), f.kw_only)
f = fields(Item)[1]
print(repr(f).replace(repr(MISSING), 'MISSING'))
print(repr(fields(Item)[2]).replace(repr(MISSING), 'MISSING'))
print(type(f).__name__, isinstance(f, Field), Field.__name__)
print(repr(field(default=5)).replace(repr(MISSING), 'MISSING'))
