from enum import Enum

class Level(int, Enum):
    LOW = 1
    HIGH = 10

print(Level.LOW, repr(Level.HIGH), f'{Level.HIGH}', format(Level.LOW))
print(Level.LOW + 1, Level.HIGH > 5, Level.LOW == 1, Level(10))
print(int(Level.HIGH), [0, 1, 2][Level.LOW], sorted([Level.HIGH, 3, Level.LOW]))
print({1: 'one'}[Level.LOW])

class Ratio(float, Enum):
    HALF = 0.5
    DOUBLE = 2.0

print(Ratio.HALF, repr(Ratio.DOUBLE), Ratio.HALF * 4, 1 + Ratio.HALF, float(Ratio.DOUBLE), Ratio.HALF < 1)
