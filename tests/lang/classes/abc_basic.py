from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @abstractmethod
    def perimeter(self):
        ...
    def describe(self):
        return f'{type(self).__name__} area={self.area()}'
try:
    Shape()
except TypeError as e:
    print(e)
class Half(Shape):
    def area(self):
        return 1
try:
    Half()
except TypeError as e:
    print(e)
class Square(Half):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    def perimeter(self):
        return 4 * self.s
sq = Square(3)
print(sq.describe(), sq.perimeter(), isinstance(sq, Shape), isinstance(sq, ABC))
class P(ABC):
    @property
    @abstractmethod
    def name(self): ...
class Q(P):
    @property
    def name(self):
        return 'q'
try:
    P()
except TypeError as e:
    print(e)
print(Q().name)
class S(ABC):
    @staticmethod
    @abstractmethod
    def make(): ...
try:
    S()
except TypeError as e:
    print(e)
class Concrete(ABC):
    pass
print(type(Concrete()).__name__)
print(getattr(Shape.area, '__isabstractmethod__', False), getattr(Square.area, '__isabstractmethod__', False))
