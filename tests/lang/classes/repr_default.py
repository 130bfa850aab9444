class A:
    pass
a = A()
r = repr(a)
print(r.startswith('<__main__.A object at 0x'), r.endswith('>'))
print(str(a) == repr(a))
print(repr(A), str(A))
class B:
    class Inner:
        pass
print(B.Inner, B.Inner.__qualname__, B.Inner.__name__)
print(repr(B.Inner()).startswith('<__main__.B.Inner object at 0x'))
def f():
    class Local:
        pass
    return Local
L = f()
print(L, L.__qualname__)
print(A.__module__, a.__class__ is A, type(a) is A, type(A))
