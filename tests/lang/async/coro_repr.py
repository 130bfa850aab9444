# Shapes of reprs and attributes (addresses cut off).


def shape(o):
    r = repr(o)
    return r.split(" at 0x")[0] + (">" if " at 0x" in r else "")


async def plain():
    return 1


class Holder:
    async def method(self):
        return 2


def factory():
    async def nested():
        return 3
    return nested


c1 = plain()
c2 = Holder().method()
c3 = factory()()
for c in (c1, c2, c3):
    print(shape(c), c.__name__, c.__qualname__, type(c).__name__)
    c.close()

print(shape(plain))
print(shape(Holder.method))
print(type(plain).__name__)


async def agen():
    yield 1


a = agen()
print(shape(a), a.__name__, a.__qualname__, type(a).__name__)
print(shape(agen))
n = a.__anext__()
print(type(n).__name__)
n.close()
t = a.athrow(ValueError)
print(type(t).__name__)
t.close()
cl = a.aclose()
print(type(cl).__name__)
cl.close()
w = c1.__await__()
print(type(w).__name__)
print(c1.cr_running, a.ag_running)
c1 = plain()
print(c1.cr_running)
c1.close()
