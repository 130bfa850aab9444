# The builtins aiter() and anext(): with and without a default, on async
# generators and on classes, their TypeErrors, and the awaitable anext
# gives with a default driven by hand.
import asyncio


async def agen():
    yield 1
    yield 2


class Counter:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n == 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


class BadNext:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 5


class ReturnsInt:
    def __aiter__(self):
        return 1


async def main():
    g = agen()
    print(aiter(g) is g)
    print(await anext(g), await anext(g, "default"), await anext(g, "default"))
    try:
        await anext(g)
    except StopAsyncIteration:
        print("StopAsyncIteration")
    c = Counter(2)
    it = aiter(c)
    print(it is c, await anext(it), await anext(it), await anext(it, None))
    print(type(anext(agen(), 0)).__name__, type(anext(agen())).__name__)
    calls = (lambda: aiter(1), lambda: aiter(ReturnsInt()), lambda: anext(1), lambda: anext(),
             lambda: anext(g, 1, 2), lambda: aiter(), lambda: aiter([1]))
    for f in calls:
        try:
            f()
        except TypeError as e:
            print("TypeError", e)
    for args in ((BadNext(),), (BadNext(), 0)):
        try:
            await anext(*args)
        except TypeError as e:
            print("TypeError", e)
    # anext's awaitable by hand
    a = anext(agen(), 7)
    print(a.__await__() is a, iter(a) is a)
    try:
        a.send(None)
    except StopIteration as e:
        print("first item via send:", e.value)
    a = anext(Counter(0), "empty")
    try:
        a.send(None)
    except StopIteration as e:
        print("default via send:", e.value)
    a = anext(agen(), 0)
    try:
        a.throw(KeyError("thrown"))
    except KeyError as e:
        print("throw:", e)
    a = anext(agen(), 0)
    print(a.close())
    # an async for written with aiter/anext
    out = []
    it = aiter(Counter(3))
    while (v := await anext(it, None)) is not None:
        out.append(v)
    print(out)


asyncio.run(main())
