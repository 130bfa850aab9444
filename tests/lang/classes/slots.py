class P:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
print(p.x, p.y)
p.x = 5
print(p.x)
try:
    p.z = 3
except AttributeError as e:
    print(e)
try:
    p.__dict__
except AttributeError as e:
    print(e)
del p.y
try:
    p.y
except AttributeError as e:
    print(e)
class Q(P):
    __slots__ = ('z',)
q = Q(1, 2)
q.z = 3
print(q.x, q.y, q.z)
class R(P):
    pass
r = R(1, 2)
r.w = 4
print(r.w, r.__dict__)
class S:
    __slots__ = 'only'
s = S()
s.only = 1
print(s.only)
try:
    class Bad:
        __slots__ = ('a',)
        a = 1
except ValueError as e:
    print(e)
try:
    class Bad2:
        __slots__ = (1,)
except TypeError as e:
    print(e)
class WithDict:
    __slots__ = ('a', '__dict__')
w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.b, w.__dict__)
