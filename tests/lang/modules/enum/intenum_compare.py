from enum import IntEnum

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Level(IntEnum):
    ONE = 1

P = Priority
print(P.LOW == 1, 1 == P.LOW, P.LOW != 2, P.LOW == 1.0)
print(P.LOW < P.HIGH, P.HIGH > 2, 2 < P.HIGH, P.MEDIUM <= 2, P.MEDIUM >= 2.5)
print(P.LOW == Level.ONE, P.LOW < 1.5)
print(sorted([P.HIGH, 0, P.LOW, 2.5]))
print(max(P), min(P), max(P.LOW, 0))
print(P.LOW in [1, 2], 1 in [P.LOW], 3 in list(P))
for op in [lambda: P.LOW < 'a', lambda: 'a' > P.LOW, lambda: P.LOW == 'a']:
    try:
        print(op())
    except TypeError as e:
        print(type(e).__name__, e)
