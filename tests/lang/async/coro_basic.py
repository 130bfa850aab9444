# Coroutine functions: calling one makes a coroutine object; await runs it
# to its return value; chains of awaits; the object's names and types.


async def add(a, b):
    return a + b


async def twice(x):
    first = await add(x, x)
    second = await add(first, first)
    return first, second


async def nothing():
    pass


async def main():
    print(await add(1, 2))
    print(await twice(3))
    print(await nothing())
    c = add("a", "b")
    print(type(c).__name__, c.__name__, c.__qualname__)
    print(await c)
    # a coroutine made in one place and awaited in another
    pending = [add(i, i) for i in range(4)]
    print([await p for p in pending])
    # await in many expression positions
    print((await add(1, 1)) * (await add(2, 2)))
    print(f"{await add('x', 'y')}!")
    print({await add(1, 0): await add(0, 2)})
    print(await add(*(await twice(1))))
    print([await add(i, 1) for i in range(3) if await add(i, 0) != 1])
    d = {"k": 1}
    d["k"] += await add(10, 0)
    print(d)
    print(await add(1, 2) if await add(0, 0) else "falsy")
    x = 5
    x -= await add(1, 1)
    print(x)
    print(not await nothing())
    return "main done"


def drive(coro):
    # run a coroutine that never suspends: one send ends it
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value
    raise AssertionError("suspended")


print(drive(main()))
print(drive(add(40, 2)))
print(add.__name__, add.__qualname__)


class K:
    async def meth(self, v):
        return ("meth", v)

    @staticmethod
    async def stat(v):
        return ("stat", v)

    @classmethod
    async def cls(klass, v):
        return (klass.__name__, v)


k = K()
print(drive(k.meth(1)), drive(K.stat(2)), drive(K.cls(3)))
print(k.meth(0).__qualname__ if False else K.meth.__qualname__)


def outer():
    async def inner(v):
        return v * 10
    return inner


print(outer().__qualname__, drive(outer()(4)))
