class A:
    def f(self):
        return 'old'
a = A()
print(a.f())
A.f = lambda self: 'new'
print(a.f())
def g(self):
    return 'g'
A.g = g
print(a.g())
del A.g
print(hasattr(a, 'g'))
class B(A):
    pass
b = B()
print(b.f())
A.f = lambda self: 'newer'
print(b.f())
A.__repr__ = lambda self: 'A-repr'
print(repr(a), repr(b))
A.__len__ = lambda self: 7
print(len(b))
del A.__len__
try:
    len(b)
except TypeError as e:
    print(e)
a.f = lambda: 'instance attr'
print(a.f(), b.f())
for i in range(3):
    A.counter = i
    print(b.counter)
