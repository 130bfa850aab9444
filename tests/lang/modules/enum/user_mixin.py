from enum import Enum

class Describable:
    def describe(self):
        return '%s is %r' % (self.name, self.value)

    @classmethod
    def names(cls):
        return [m.name for m in cls]

class Fruit(Describable, Enum):
    APPLE = 'red'
    BANANA = 'yellow'

print(Fruit.APPLE.describe(), Fruit.names())
print(isinstance(Fruit.APPLE, Describable), repr(Fruit.BANANA), str(Fruit.BANANA))

class OrderedEnum(Enum):
    def __ge__(self, other):
        if self.__class__ is other.__class__:
            return self.value >= other.value
        return NotImplemented
    def __gt__(self, other):
        if self.__class__ is other.__class__:
            return self.value > other.value
        return NotImplemented
    def __le__(self, other):
        if self.__class__ is other.__class__:
            return self.value <= other.value
        return NotImplemented
    def __lt__(self, other):
        if self.__class__ is other.__class__:
            return self.value < other.value
        return NotImplemented

class Grade(OrderedEnum):
    A = 5
    B = 4
    C = 3

print(Grade.C < Grade.A, sorted(Grade), max(Grade))
try:
    Grade.A < 1
except TypeError as e:
    print(type(e).__name__, e)
