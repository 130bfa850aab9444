from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

class Other(Enum):
    RED = 1

print(Color.RED in Color, Other.RED in Color)
for x in [1, 'RED', None]:
    try:
        print(x in Color)
    except TypeError as e:
        print(type(e).__name__, e)
print('RED' in Color.__members__)
print(any(c.value == 2 for c in Color))
print(bool(Color), bool(Color.RED))
