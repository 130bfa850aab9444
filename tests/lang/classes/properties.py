class Temp:
    def __init__(self, c):
        self._c = c
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError('too cold')
        self._c = v
    @c.deleter
    def c(self):
        print('deleting')
        del self._c
    @property
    def f(self):
        'fahrenheit'
        return self._c * 9 / 5 + 32
t = Temp(10)
print(t.c, t.f)
t.c = 20
print(t.c, t.f)
try:
    t.c = -300
except ValueError as e:
    print(e)
try:
    t.f = 5
except AttributeError as e:
    print(e)
try:
    del t.f
except AttributeError as e:
    print(e)
del t.c
try:
    t.c
except AttributeError as e:
    print(e)
print(Temp.f.__doc__, type(Temp.c).__name__)
class P:
    x = property(lambda self: 42)
print(P().x)
class G:
    def get(self): return 1
    def put(self, v): print('put', v)
    v = property(get, put, None, 'doc here')
g = G()
g.v = 3
print(g.v, G.v.__doc__, G.v.fget is G.get)
class NoGet:
    v = property(None, lambda s, v: None)
try:
    NoGet().v
except AttributeError as e:
    print(e)
