# init=False leaves __init__ alone; field(init=False) leaves a field out of
# it (its default, or its factory's value, is still set).
from dataclasses import dataclass, field


@dataclass(init=False)
class Manual:
    a: int
    b: int = 5

    def __init__(self, value):
        self.a = value * 2


m = Manual(4)
print(m, m.b)


@dataclass
class Counter:
    name: str
    count: int = field(init=False, default=0)
    seen: list = field(init=False, default_factory=list)
    total: int = field(init=False)


c = Counter('c')
print(c.count, c.seen, hasattr(c, 'total'), Counter.count)
try:
    print(c)
except AttributeError as e:
    print(type(e).__name__, e)
c.total = 3
print(c)
try:
    Counter('c', 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Counter('c', count=1)
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(init=False)
class NoInit:
    a: int


try:
    NoInit(1)
except TypeError as e:
    print(type(e).__name__, e)
n = NoInit()
n.a = 1
print(n)
