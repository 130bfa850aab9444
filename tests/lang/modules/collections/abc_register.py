from collections.abc import Sequence, Mapping, Sized, Iterable, MutableSequence
class Thing:
    pass
print(isinstance(Thing(), Sequence), issubclass(Thing, Sequence))
r = Sequence.register(Thing)
print(r is Thing, isinstance(Thing(), Sequence), issubclass(Thing, Sequence), isinstance(Thing(), Sized), isinstance(Thing(), Iterable))
print(isinstance(Thing(), MutableSequence), isinstance(Thing(), Mapping))
class Sub(Thing):
    pass
print(isinstance(Sub(), Sequence))
try:
    Sequence.register(1)
except TypeError as e:
    print(type(e).__name__, e)
class MyABC(Sequence):
    pass
class Other:
    pass
MyABC.register(Other)
print(isinstance(Other(), MyABC), isinstance(Other(), Sequence), issubclass(Other, MyABC))
