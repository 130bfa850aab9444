from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

print(Color.RED)
print(repr(Color.RED))
print(Color.RED.name, Color.RED.value)
print(Color.RED._name_, Color.RED._value_)
print(type(Color.RED) is Color, isinstance(Color.RED, Color), isinstance(Color.RED, Enum))
print(issubclass(Color, Enum))
print(Color.GREEN is Color.GREEN)
print(repr(Color))
print(Color.__name__, Color.__qualname__)
