class Field:
    def __set_name__(self, owner, name):
        self.name = '_' + name
        self.owner = owner.__name__
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, 'unset')
    def __set__(self, obj, value):
        setattr(obj, self.name, value * 2)
class M:
    x = Field()
    y = Field()
m = M()
print(m.x)
m.x = 5
print(m.x, m._x, M.x.name, M.x.owner, type(M.y).__name__)
class Const:
    def __get__(self, obj, objtype=None):
        return 'const-' + objtype.__name__
class N:
    c = Const()
print(N.c, N().c)
n = N()
n.c = 'shadow'
print(n.c)
