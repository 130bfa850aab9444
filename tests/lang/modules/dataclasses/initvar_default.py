# An InitVar with a default stays a class attribute; replace() needs the
# InitVars without one.
from dataclasses import dataclass, field, InitVar, replace


@dataclass
class Scaled:
    value: float
    factor: InitVar[float] = 1.0
    scaled: float = field(init=False)

    def __post_init__(self, factor):
        self.scaled = self.value * factor


s = Scaled(2.0, 3.0)
print(s, Scaled.factor, s.factor)
print(replace(s, value=5.0))


@dataclass
class Needs:
    value: int
    secret: InitVar[str]

    def __post_init__(self, secret):
        self.length = len(secret)


n = Needs(1, 'abc')
print(n, n.length)
try:
    replace(n, value=2)
except ValueError as e:
    print(type(e).__name__, e)
print(replace(n, secret='zz').length)
