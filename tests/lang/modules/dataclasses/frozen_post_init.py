# A frozen class's __post_init__ sets derived fields with object.__setattr__.
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rect:
    w: float
    h: float
    area: float = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, 'area', self.w * self.h)


r = Rect(2, 3.5)
print(r, r.area)


@dataclass(frozen=True)
class Bad:
    v: int

    def __post_init__(self):
        self.v = 2


try:
    Bad(1)
except AttributeError as e:
    print(type(e).__name__, e)
