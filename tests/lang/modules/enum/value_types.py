from enum import Enum

class Mixed(Enum):
    NONE = None
    TRUE = True
    FLOAT = 1.5
    TUPLE = (1, 'a')
    TEXT = 'text'
    NEG = -3
    BIG = 2 ** 70

for m in Mixed:
    print(m.name, repr(m.value), repr(m))
print(Mixed(None), Mixed(True), Mixed(1.5), Mixed((1, 'a')), Mixed(2 ** 70))
print(Mixed(1) if False else 'skip')

class Unhashable(Enum):
    A = [1, 2]
    B = {'k': 1}
    C = [1, 2]

print(list(Unhashable), Unhashable([1, 2]), Unhashable({'k': 1}))
print(Unhashable.C is Unhashable.A)
try:
    Unhashable([3])
except ValueError as e:
    print(type(e).__name__, e)
