# subclasses of SimpleNamespace: repr uses the subclass name, methods, __init__ chaining, equality across classes
from types import SimpleNamespace
class Config(SimpleNamespace):
    def describe(self):
        return ', '.join(f'{k}={v}' for k, v in sorted(self.__dict__.items()))
class Point(SimpleNamespace):
    def __init__(self, x, y):
        super().__init__(x=x, y=y)
c = Config(debug=True, level=3)
print(c, c.describe(), isinstance(c, SimpleNamespace))
p = Point(1, 2)
print(p, p.x + p.y, p == SimpleNamespace(x=1, y=2), SimpleNamespace(x=1, y=2) == p, p == Point(1, 2), p == Point(2, 1))
p.z = 3
print(p, p.__dict__)
try:
    Point(1)
except TypeError as e:
    print(type(e).__name__)
