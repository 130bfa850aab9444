from enum import Enum

class Outer:
    class Color(Enum):
        RED = 1
        GREEN = 2

    def __init__(self, color=Color.RED):
        self.color = color

print(Outer.Color.RED, repr(Outer.Color.GREEN), repr(Outer.Color))
print(Outer.Color.__qualname__)
print(Outer().color, Outer(Outer.Color.GREEN).color)
try:
    Outer.Color(5)
except ValueError as e:
    print(type(e).__name__, e)
