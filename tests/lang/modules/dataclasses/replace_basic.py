# replace() makes a new object through __init__ (and __post_init__) with
# some fields changed.
from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
q = replace(p, y=5)
print(p, q, q is p, replace(p), replace(p) == p, replace(p) is p)


@dataclass
class Tracked:
    name: str
    calls: list = field(default_factory=list)
    version: int = field(init=False, default=0)

    def __post_init__(self):
        self.calls.append('post')
        self.version += 1


t = Tracked('a')
t.version = 7
u = replace(t, name='b')
print(t, u, u.calls is t.calls)
