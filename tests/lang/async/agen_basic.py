# Async generators consumed by async for: yields, awaits between yields,
# return ends them, else clauses, break and continue.
import asyncio


async def count(n, pause=0):
    for i in range(n):
        if pause:
            await asyncio.sleep(pause)
        yield i


async def evens(src):
    async for x in src:
        if x % 2 == 0:
            yield x * 10


async def early():
    yield "a"
    return
    yield "never"


async def empty():
    return
    yield


async def main():
    async for x in count(3):
        print("got", x)
    out = []
    async for x in evens(count(7, 0.01)):
        out.append(x)
    print(out)
    async for x in early():
        print(x)
    async for x in empty():
        print("never")
    else:
        print("empty else")
    async for x in count(5):
        if x == 1:
            continue
        if x == 3:
            break
        print("loop", x)
    else:
        print("no else after break")
    async for x in count(2):
        pass
    else:
        print("else after exhaustion, x =", x)
    # nested async for over the same kind of generator
    pairs = []
    async for a in count(3):
        async for b in count(a):
            pairs.append((a, b))
    print(pairs)
    # unpacking targets
    async def items():
        yield 1, "one"
        yield 2, "two"
    async for n, word in items():
        print(n, word)
    async for [n, (first, *rest)] in items():
        print(n, first, rest)
    # async for in a sync-looking helper loop with a return inside
    async def find(target):
        async for x in count(10):
            if x == target:
                return "found %d" % x
        return "missing"
    print(await find(4), await find(20))


asyncio.run(main())
