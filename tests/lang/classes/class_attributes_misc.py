class C:
    """Doc of C."""
    a, b = 1, 2
    lst = [i * i for i in range(4)]
    def f(self): pass
print(C.__doc__, C.a, C.b, C.lst, C.__name__, C.__qualname__, C.__module__)
class NoDoc:
    pass
print(NoDoc.__doc__)
print(type(C.f).__name__, type(C().f).__name__, C.f.__qualname__)
class E:
    pass
e = E()
print(hasattr(e, '__dict__'), e.__dict__, type(e.__dict__).__name__)
class WithCls:
    def who(self):
        return __class__.__name__ if False else type(self).__name__
print(WithCls().who())
C.new_attr = 'added'
print(C().new_attr, getattr(C, 'new_attr'), hasattr(C, 'nope'))
delattr(C, 'new_attr')
print(hasattr(C, 'new_attr'))
try:
    del C.nope
except AttributeError as e:
    print(e)
try:
    C.__name__ = 5
except TypeError as e:
    print(e)
C.__name__ = 'Renamed'
print(C.__name__, C)
