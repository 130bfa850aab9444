from enum import Enum

class AutoNumber(Enum):
    def __new__(cls, *args):
        value = len(cls.__members__) + 1
        obj = object.__new__(cls)
        obj._value_ = value
        return obj

class Color(AutoNumber):
    RED = ()
    GREEN = ()
    BLUE = ()

print(list(Color), Color(2))

class Coordinate(Enum):
    def __new__(cls, value, label):
        obj = object.__new__(cls)
        obj._value_ = value
        obj.label = label
        return obj
    PX = (0, 'P.X')
    PY = (1, 'P.Y')

print(Coordinate.PY, Coordinate.PY.label, Coordinate(1), Coordinate(0).label)
try:
    Coordinate((0, 'P.X'))
except ValueError as e:
    print(type(e).__name__, e)
