# Async comprehensions: list, set and dict forms, with conditions, several
# for clauses, await in the element and in the condition.
import asyncio


async def arange(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def double(x):
    await asyncio.sleep(0)
    return 2 * x


async def is_odd(x):
    return x % 2 == 1


async def main():
    print([x async for x in arange(5)])
    print({x % 3 async for x in arange(10)})
    print({x: x * x async for x in arange(4)})
    print([x async for x in arange(10) if x % 3 == 0])
    print([x async for x in arange(10) if x > 2 if x < 6])
    print([await double(x) async for x in arange(4)])
    print([x async for x in arange(8) if await is_odd(x)])
    print({await double(k): await double(k + 1) async for k in arange(3)})
    # sync comprehension with await in it (allowed inside async def)
    print([await double(x) for x in range(3)])
    print({await double(x) for x in [1, 1, 2]})
    print([x for x in range(6) if await is_odd(x)])
    # mixed clauses: async for then for, for then async for
    print([(a, b) async for a in arange(3) for b in range(a)])
    print([(a, b) for a in range(3) async for b in arange(a)])
    print([(a, b) async for a in arange(2) async for b in arange(2)])
    # nested comprehensions
    print([[y async for y in arange(x)] async for x in arange(4)])
    print([[await double(y) for y in range(x)] for x in range(3)])
    # the iteration variable does not leak
    x = "outer"
    [x async for x in arange(3)]
    print(x)
    # walrus binds in the enclosing function
    [last := v async for v in arange(4)]
    print(last)
    # names from the enclosing scope
    base = 100
    print([base + v async for v in arange(3)])
    # the first iterable is evaluated in the enclosing scope
    src = arange(2)
    comp = [v async for v in src]
    print(comp)


asyncio.run(main())
