# generator, coroutine and async generator objects: __name__ and __qualname__
# are writable (str only), other attributes are not; repr follows __qualname__
def gen():
    yield 1

def show(label, f):
    try:
        f()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__, e)

g = gen()
g.__name__ = "renamed"
print(g.__name__, g.__qualname__)
g.__qualname__ = "Outer.renamed"
print(g.__name__, g.__qualname__, repr(g).split(" at ")[0])
print(next(g), g.__name__)
show("name int", lambda: setattr(g, "__name__", 1))
show("qualname None", lambda: setattr(g, "__qualname__", None))
show("name bytes", lambda: setattr(g, "__name__", b"x"))
show("del name", lambda: delattr(g, "__name__"))
show("del qualname", lambda: delattr(g, "__qualname__"))
show("other", lambda: setattr(g, "foo", 1))
show("del other", lambda: delattr(g, "foo"))
show("gi_running", lambda: setattr(g, "gi_running", True))
show("gi_suspended", lambda: setattr(g, "gi_suspended", True))
print(g.__name__, g.__qualname__)
g.__name__ = ""
print(repr(g.__name__))

# a fresh generator of the same function keeps the function's names
h = gen()
print(h.__name__, h.__qualname__)

# setting a name while the generator runs
def self_rename():
    me.__name__ = "inside"
    yield me.__name__
me = self_rename()
print(next(me), me.__name__)

ge = (x for x in "ab")
ge.__qualname__ = "my_genexp"
print(ge.__name__, ge.__qualname__, list(ge))

async def co():
    return 1

c = co()
c.__name__ = "cc"
c.__qualname__ = "K.cc"
print(c.__name__, c.__qualname__, repr(c).split(" at ")[0])
show("coro name int", lambda: setattr(c, "__name__", 2))
show("coro qualname list", lambda: setattr(c, "__qualname__", []))
show("coro del name", lambda: delattr(c, "__name__"))
show("coro other", lambda: setattr(c, "x", 2))
show("cr_running", lambda: setattr(c, "cr_running", 2))
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value, c.__name__)

async def agen():
    yield 1

a = agen()
a.__name__ = "an"
a.__qualname__ = "K.an"
print(a.__name__, a.__qualname__, repr(a).split(" at ")[0])
show("agen name float", lambda: setattr(a, "__name__", 1.5))
show("agen del qualname", lambda: delattr(a, "__qualname__"))
show("agen other", lambda: setattr(a, "x", 2))
show("ag_running", lambda: setattr(a, "ag_running", 2))
