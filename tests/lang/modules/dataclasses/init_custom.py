# A class's own __init__ is kept even with init=True; its dataclass base's
# generated one is inherited by a data class subclass only when the subclass
# adds no __init__.
from dataclasses import dataclass


@dataclass
class Own:
    a: int
    b: int = 0

    def __init__(self, text):
        self.a, self.b = map(int, text.split(','))


print(Own('3,4'))


@dataclass
class Base:
    a: int


class Sub(Base):
    def __init__(self):
        super().__init__(7)


print(Sub(), Sub() == Sub(), Sub.__init__.__qualname__, Base.__init__.__qualname__)
