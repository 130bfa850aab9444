# Async generators built on each other: pipelines, async generators that
# await coroutines and other async generators' __anext__, and recursion.
import asyncio


async def numbers(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def mapped(f, src):
    async for x in src:
        yield await f(x)


async def filtered(pred, src):
    async for x in src:
        if pred(x):
            yield x


async def take(n, src):
    if n <= 0:
        return
    async for x in src:
        yield x
        n -= 1
        if n == 0:
            break


async def square(x):
    await asyncio.sleep(0)
    return x * x


async def walk(tree, depth=0):
    for node in tree:
        if isinstance(node, list):
            async for leaf in walk(node, depth + 1):
                yield leaf
        else:
            yield (depth, node)


async def zip_async(a, b):
    while True:
        try:
            x = await a.__anext__()
            y = await b.__anext__()
        except StopAsyncIteration:
            return
        yield x, y


async def main():
    pipe = take(4, filtered(lambda v: v % 2 == 1, mapped(square, numbers(100))))
    print([x async for x in pipe])
    print([x async for x in walk([1, [2, [3, 4]], 5, [[6]]])])
    print([p async for p in zip_async(numbers(3), mapped(square, numbers(10)))])
    # a generator producing generators
    async def gens():
        for n in range(1, 4):
            yield numbers(n)
    print([[x async for x in g] async for g in gens()])


asyncio.run(main())
