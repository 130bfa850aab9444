from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

class Other(Enum):
    RED = 1

print(Color.RED == Color.RED, Color.RED != Color.GREEN)
print(Color.RED == 1, 1 == Color.RED, Color.RED != 1)
print(Color.RED == Other.RED)
print(Color.RED is Color(1))
print(Color.RED in [Color.RED], 1 in [Color.RED])
for op in [lambda: Color.RED < Color.GREEN, lambda: Color.RED > 1, lambda: Color.RED <= Color.RED]:
    try:
        print(op())
    except TypeError as e:
        print(type(e).__name__, e)
