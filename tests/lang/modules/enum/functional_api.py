from enum import Enum, IntEnum, Flag

Animal = Enum('Animal', 'ANT BEE CAT DOG')
print(Animal, list(Animal), Animal.ANT.value, Animal(2))
Color = Enum('Color', 'RED, GREEN, BLUE', start=10)
print(list(Color))
Pairs = Enum('Pairs', [('A', 'a'), ('B', 'b')])
print(list(Pairs), Pairs('b'))
Mapped = Enum('Mapped', {'X': 1, 'Y': 2})
print(list(Mapped), Mapped.__name__, Mapped.__qualname__)
Names = Enum('Names', ['ONE', 'TWO'])
print(list(Names))
Level = IntEnum('Level', 'LOW HIGH')
print(list(Level), Level.HIGH + 1, str(Level.LOW))
F = Flag('F', 'A B C')
print(list(F), repr(F.A | F.C))
Typed = Enum('Typed', 'P Q', type=int)
print(repr(Typed.P), Typed.Q + 1)
try:
    Enum('X', 'A A')
except TypeError as e:
    print(type(e).__name__, e)
try:
    Animal('More', 'X Y')
except TypeError as e:
    print(type(e).__name__, e)
