class C:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
    def add(self, n):
        return self.v + n
c = C(3)
m = c.get
print(m(), c.add(1), C.add(c, 2))
ms = [C(i).get for i in range(3)]
print([f() for f in ms])
print(list(map(c.add, [1, 2])))
r = repr(c.get)
print(r.startswith('<bound method C.get of <__main__.C object at'), type(c.get).__name__)
print(c.get == c.get, c.get is c.get)
print(C.get.__name__, C.get.__qualname__, c.get.__name__ if hasattr(c.get, '__name__') else '')
