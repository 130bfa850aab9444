# A class's __annotations__ holds its own annotations only; a subclass with
# none gets an empty dict of its own, and a script may set or change it.
class Base:
    a: int
    b: str = 'b'


class Child(Base):
    c: float = 1.0


class Bare(Base):
    pass


print(Base.__annotations__)
print(Child.__annotations__)
print(Bare.__annotations__)
print(Bare.__annotations__ is Base.__annotations__)
Bare.__annotations__['z'] = bytes
print(Bare.__annotations__, Base.__annotations__)
Child.__annotations__ = {'q': int}
print(Child.__annotations__)
print(Child().__annotations__, Bare().__annotations__)
merged = {}
for cls in (Base, Child):
    merged.update(cls.__annotations__)
print(merged)
