# Subclasses of list, tuple and dict come back as their own type.
from dataclasses import dataclass, asdict


class Bag(list):
    pass


class Table(dict):
    pass


@dataclass
class Item:
    n: int


@dataclass
class Holder:
    bag: Bag
    table: Table


h = Holder(Bag([Item(1), Item(2)]), Table(a=Item(3)))
out = asdict(h)
print(out, type(out['bag']).__name__, type(out['table']).__name__)
