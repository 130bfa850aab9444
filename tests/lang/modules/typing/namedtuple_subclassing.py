from typing import NamedTuple

class Base(NamedTuple):
    a: int
    b: str = 'x'

class Child(Base):
    def describe(self):
        return '%d-%s' % (self.a, self.b)

c = Child(1)
print(c, c.describe(), Child._fields, isinstance(c, Base))
print(Child(2, 'y')._replace(a=5))

class Outer:
    class Inner(NamedTuple):
        v: int

print(Outer.Inner(1), Outer.Inner.__qualname__, Outer.Inner.__name__)
