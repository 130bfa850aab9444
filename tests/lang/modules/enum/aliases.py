from enum import Enum

class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2

print(Shape.ALIAS_FOR_SQUARE)
print(Shape.ALIAS_FOR_SQUARE is Shape.SQUARE)
print(list(Shape))
print(len(Shape))
print(Shape(2))
print(Shape['ALIAS_FOR_SQUARE'])
print(list(Shape.__members__))
print(Shape.__members__['ALIAS_FOR_SQUARE'])
print([(name, m.name) for name, m in Shape.__members__.items() if m.name != name])
