from enum import Enum

class Flagged(Enum):
    ON = True
    OFF = False
    ONE = 1

print(list(Flagged), Flagged.ONE is Flagged.ON, Flagged(1), Flagged(0))
