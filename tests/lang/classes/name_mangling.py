class A:
    __count = 0
    def __init__(self):
        self.__x = 1
        A.__count += 1
    def get(self):
        return self.__x
    def __helper(self):
        return "helper"
    def call(self):
        return self.__helper()
    @classmethod
    def count(cls):
        return cls.__count

class B(A):
    def __init__(self):
        super().__init__()
        self.__x = 2
    def mine(self):
        return self.__x

b = B()
print(b.get(), b.mine(), sorted(b.__dict__))
print(b._A__x, b._B__x, A.count(), b.call(), b._A__helper())
try:
    b.__x
except AttributeError as e:
    print(e)
try:
    A.__helper
except AttributeError as e:
    print(e)

class _Under:
    def __init__(self):
        self.__v = 5
print(sorted(_Under().__dict__))

class ___:
    def __init__(self):
        self.__v = 6
print(sorted(___().__dict__))

class C:
    __dunder__ = 1
    def __init__(self):
        self.__ok__ = 2
print(C.__dunder__, C().__ok__)

class D:
    def f(self):
        __local = 3
        g = lambda: __local
        return g(), [__local for _ in range(1)]
    def kw(self, *, __k=4):
        return __k
print(D().f(), D().kw())

class E:
    class __Inner:
        pass
    def make(self):
        return self.__Inner.__name__
print(E().make(), hasattr(E, "_E__Inner"))

def outer():
    class F:
        __v = 7
        def get(self):
            return F.__v
    return F().get()
print(outer())

__mod_level = 8
class G:
    def get(self):
        try:
            return __mod_level
        except NameError as e:
            return str(e)
print(G().get())
