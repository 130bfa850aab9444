from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

print(Color(1), Color(3))
print(Color(Color.GREEN))
for v in [4, 0, '1', None, 1.0, [1]]:
    try:
        print(Color(v))
    except Exception as e:
        print(type(e).__name__, e)
print(Color(value=2))
try:
    Color()
except TypeError as e:
    print(type(e).__name__, e)
