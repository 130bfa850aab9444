from enum import Enum, unique

@unique
class Fine(Enum):
    A = 1
    B = 2

print(list(Fine))
try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
        UNO = 1
except ValueError as e:
    print(type(e).__name__, e)
