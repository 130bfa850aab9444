# __enter__/__exit__ from base classes, overridden in subclasses, staticmethod-like, via __getattr__ not used
class Base:
    def __enter__(self):
        print("Base.enter", type(self).__name__)
        return self
    def __exit__(self, *a):
        print("Base.exit", type(self).__name__)

class Child(Base):
    def __exit__(self, *a):
        print("Child.exit")
        return super().__exit__(*a)

with Base():
    pass
with Child() as c:
    print(type(c).__name__)

class Dyn:
    def __getattr__(self, name):
        return lambda *a: print("getattr", name)
try:
    with Dyn():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)

class EnterReturnsOther:
    def __enter__(self):
        return [1, 2]
    def __exit__(self, *a):
        pass
with EnterReturnsOther() as x:
    print(x)

def make():
    class Local:
        def __enter__(self): return "local"
        def __exit__(self, *a): return None
    return Local()
with make() as v:
    print(v)
class Mixin:
    def __exit__(self, *a):
        print("Mixin.exit")
class Combined(Mixin, Base):
    pass
with Combined():
    pass
