# Async special methods: async __call__, awaiting a callable's result, a
# property giving a coroutine, __aiter__ written as async def (an error),
# async methods inherited and overridden with super().
import asyncio


class Caller:
    async def __call__(self, x):
        await asyncio.sleep(0)
        return x + 1


class Base:
    async def greet(self, name):
        return "hello " + name

    @property
    def later(self):
        return self.greet("property")


class Child(Base):
    async def greet(self, name):
        base = await super().greet(name)
        return base.upper()


class BadAiter:
    async def __aiter__(self):
        return self

    async def __anext__(self):
        raise StopAsyncIteration


class GoodAiter:
    def __init__(self):
        self.n = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n == 2:
            raise StopAsyncIteration
        self.n += 1
        return self.n


async def main():
    print(await Caller()(1))
    print(asyncio.iscoroutinefunction(Caller()), asyncio.iscoroutinefunction(Caller().__call__))
    print(await Base().greet("a"), await Child().greet("b"))
    print(await Base().later, await Child().later)
    try:
        async for x in BadAiter():
            pass
    except TypeError as e:
        print("TypeError", e)
    print([x async for x in GoodAiter()])
    # an async method on a class, called through the class
    print(await Child.greet(Child(), "c"))
    # an async lambda does not exist; a lambda returning a coroutine does
    f = lambda: Base().greet("lambda")
    print(await f())


asyncio.run(main())
