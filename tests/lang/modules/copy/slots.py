# instances with __slots__: the set slots are copied
import copy

class S:
    __slots__ = ('a', 'b')
    def __init__(self, a):
        self.a = a
s = S([1])
c = copy.copy(s)
d = copy.deepcopy(s)
print(c.a, c.a is s.a, d.a, d.a is s.a)
print(hasattr(c, 'b'), hasattr(d, 'b'))
s.b = 'bee'
print(copy.copy(s).b)
class T(S):
    __slots__ = ('c',)
t = T(1)
t.c = [3]
u = copy.deepcopy(t)
print(type(u).__name__, u.a, u.c, u.c is t.c)
class D(S):
    pass
x = D(2)
x.other = 'dict'
y = copy.copy(x)
print(y.a, y.other)
