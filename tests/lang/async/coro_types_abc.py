# The types of coroutines and async generators (types module), and the
# collections.abc async ABCs: which objects and classes belong to them.
import asyncio
import collections.abc as abc
import types


async def coro_fn():
    return 1


async def agen_fn():
    yield 1


def gen_fn():
    yield 1


class AwaitOnly:
    def __await__(self):
        yield


class FullCoroutine:
    def __await__(self):
        yield

    def send(self, v):
        raise StopIteration(v)

    def throw(self, *a):
        raise a[0]

    def close(self):
        pass


class AIter:
    def __aiter__(self):
        return self

    async def __anext__(self):
        raise StopAsyncIteration


class AIterable:
    def __aiter__(self):
        return AIter()


c = coro_fn()
ag = agen_fn()
g = gen_fn()
print(type(c) is types.CoroutineType, type(ag) is types.AsyncGeneratorType, type(g) is types.GeneratorType)
print(types.CoroutineType.__name__, types.AsyncGeneratorType.__name__)
objs = [("coroutine", c), ("async gen", ag), ("generator", g), ("AwaitOnly", AwaitOnly()),
        ("FullCoroutine", FullCoroutine()), ("AIter", AIter()), ("AIterable", AIterable()), ("list", [])]
for name, o in objs:
    print(name, [n for n in ("Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
                             "Iterator", "Generator") if isinstance(o, getattr(abc, n))])
print(issubclass(FullCoroutine, abc.Coroutine), issubclass(AwaitOnly, abc.Coroutine))
print(asyncio.iscoroutine(FullCoroutine()), asyncio.iscoroutine(AwaitOnly()))
c.close()


class MyAgen(abc.AsyncGenerator):
    def __init__(self):
        self.n = 0

    async def asend(self, v):
        self.n += 1
        if self.n > 2:
            raise StopAsyncIteration
        return self.n

    async def athrow(self, typ, val=None, tb=None):
        raise StopAsyncIteration


async def main():
    print([x async for x in MyAgen()])
    m = MyAgen()
    print(await m.__anext__(), await m.aclose())
    print(isinstance(m, abc.AsyncIterator), aiter(m) is m)


asyncio.run(main())
