from collections import namedtuple

class Point(namedtuple('Point', ['x', 'y'])):
    __slots__ = ()

    @property
    def hypot(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __str__(self):
        return 'Point: x=%6.3f  y=%6.3f  hypot=%6.3f' % (self.x, self.y, self.hypot)

for p in Point(3, 4), Point(14, 5/7):
    print(p)
print(repr(Point(3, 4)), Point(3, 4)._replace(x=0), Point._make([1, 1]))
print(Point.__mro__ if False else Point.__name__, isinstance(Point(1, 2), tuple))

Point3D = namedtuple('Point3D', Point._fields + ('z',))
print(Point3D(1, 2, 3))

class WithDoc(namedtuple('WithDoc', 'a b')):
    """Documented."""
    def total(self):
        return self.a + self.b

w = WithDoc(2, 3)
print(w.total(), w, WithDoc.__doc__)
