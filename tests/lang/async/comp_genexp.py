# Async generator expressions: an async genexp is an async generator
# object; a genexp with await in it is one too; they are lazy.
import asyncio

log = []


async def arange(n):
    for i in range(n):
        log.append("produce %d" % i)
        yield i


async def double(x):
    return 2 * x


def make_in_sync(src):
    # an async genexp may be created in a sync function (it is not iterated there)
    return (x + 1 async for x in src)


async def main():
    g = (x * 10 async for x in arange(3))
    print(type(g).__name__)
    print(log)
    print([v async for v in g])
    print(log)
    log.clear()
    # await inside a plain genexp makes it async
    g2 = (await double(x) for x in range(3))
    print(type(g2).__name__)
    print([v async for v in g2])
    # consumed by async for
    async for v in (x async for x in arange(2)):
        print("item", v)
    # created in a sync function
    g3 = make_in_sync(arange(2))
    print(type(g3).__name__, [v async for v in g3])
    # __anext__ by hand
    g4 = (x async for x in arange(2))
    print(await g4.__anext__(), await g4.__anext__())
    try:
        await g4.__anext__()
    except StopAsyncIteration:
        print("StopAsyncIteration")
    # an async genexp over a sync iterable with a condition that awaits
    g5 = (x for x in range(6) if await double(x) > 4)
    print([v async for v in g5])
    # sum() cannot take an async genexp
    try:
        sum(x async for x in arange(2))
    except TypeError as e:
        print("TypeError", e)
    # a sync genexp cannot iterate an async generator
    try:
        list(x for x in arange(2))
    except TypeError as e:
        print("TypeError", e)
    print(g.__name__, g2.__name__)


asyncio.run(main())
