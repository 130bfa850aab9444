# default_factory is called for each instance that does not pass the field,
# in field order.
from dataclasses import dataclass, field

calls = []


def make(tag):
    def factory():
        calls.append(tag)
        return [tag]
    return factory


@dataclass
class Bag:
    name: str
    items: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
    first: list = field(default_factory=make('first'))
    second: list = field(default_factory=make('second'))


a = Bag('a')
b = Bag('b')
a.items.append(1)
print(a, b, a.items is b.items)
print(calls)
c = Bag('c', [9], second=['given'])
print(c, calls)
print(hasattr(Bag, 'items'), Bag.__dataclass_fields__['items'].default_factory is list)


@dataclass
class Counted:
    n: int = field(default_factory=lambda: len(calls))


print(Counted(), Counted(5))
try:
    @dataclass
    class Broken:
        x: int = field(default_factory=None)
    Broken()
except TypeError as e:
    print(type(e).__name__, e)
