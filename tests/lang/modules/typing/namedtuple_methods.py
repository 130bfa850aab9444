from typing import NamedTuple

class Vector(NamedTuple):
    """A 2D vector."""
    x: float
    y: float

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    @property
    def swapped(self):
        return Vector(self.y, self.x)

    @classmethod
    def zero(cls):
        return cls(0.0, 0.0)

    def __repr__(self):
        return 'Vector<%g, %g>' % (self.x, self.y)

v = Vector(3.0, 4.0)
print(v.norm(), v + Vector(1.0, 1.0), v.swapped, Vector.zero())
print(Vector.__doc__, v._asdict())
print(repr(v), str(v))
