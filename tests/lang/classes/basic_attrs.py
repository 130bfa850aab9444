class C:
    a = 1
    b = [1, 2]
    def m(self):
        return self.a
c = C()
print(C.a, c.a, c.m(), C.m(c))
c.a = 5
print(c.a, C.a, c.m())
del c.a
print(c.a)
C.a = 7
print(c.a, C().a)
c.z = 3
print(c.z, c.__dict__)
try:
    print(c.missing)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del c.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    print(C.missing)
except AttributeError as e:
    print(type(e).__name__, e)
print(hasattr(c, 'a'), hasattr(c, 'nope'), getattr(c, 'nope', 42))
setattr(c, 'w', 9)
print(c.w)
delattr(c, 'w')
print(hasattr(c, 'w'))
