# generator objects: __name__, __qualname__, gi_running, type name, iter(g) is g (setting the names: set_name_qualname.py)
def top():
    yield 1

class C:
    def meth(self):
        yield 2
    class Inner:
        def deep(self):
            yield 3

def outer():
    def local():
        yield 4
    return local()

for g in [top(), C().meth(), C.Inner().deep(), outer()]:
    print(g.__name__, g.__qualname__, type(g).__name__, g.gi_running)

g = top()
print(iter(g) is g, g.__iter__() is g)
def check_running():
    yield me.gi_running
me = check_running()
print(me.gi_running, next(me), me.gi_running)
print(hasattr(g, "send"), hasattr(g, "throw"), hasattr(g, "close"), hasattr(g, "__next__"))
print(type(g).__name__, type(x for x in []).__name__)
ge = (x for x in [])
print(ge.__name__, ge.__qualname__)
def f():
    return (y for y in [])
print(f().__qualname__)
lam = lambda: (yield)
print(lam().__name__, lam().__qualname__)
try:
    g.gi_running = True
except AttributeError as e:
    print(type(e).__name__)
