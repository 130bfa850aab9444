# Data classes with abc: abstract methods stay abstract until implemented.
from abc import ABC, abstractmethod
from dataclasses import dataclass


@dataclass
class Shape(ABC):
    name: str

    @abstractmethod
    def area(self):
        ...


@dataclass
class Square(Shape):
    side: float = 1.0

    def area(self):
        return self.side ** 2


try:
    Shape('s')
except TypeError as e:
    print(type(e).__name__, e)
sq = Square('sq', 3)
print(sq, sq.area(), isinstance(sq, Shape))
