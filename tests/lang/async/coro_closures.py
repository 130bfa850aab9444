# Coroutines and closures: captured variables read when the coroutine runs,
# nonlocal writes, defaults, lambdas returning coroutines, partial.
import asyncio
import functools


def make_counter():
    count = 0

    async def bump(by=1):
        nonlocal count
        await asyncio.sleep(0)
        count += by
        return count

    return bump


async def main():
    bump = make_counter()
    print(await bump(), await bump(5), await bump())
    other = make_counter()
    print(await other(), await bump())

    # late binding: the closure sees the last value
    makers = []
    for i in range(3):
        async def show():
            return i
        makers.append(show)
    print([await m() for m in makers])

    # defaults fix the value
    makers = []
    for i in range(3):
        async def show(i=i):
            return i
        makers.append(show)
    print([await m() for m in makers])

    async def base(a, b, *, c=0):
        return (a, b, c)

    p = functools.partial(base, 1, c=3)
    print(await p(2))
    lam = lambda x: base(x, x)
    print(await lam(4))
    print(asyncio.iscoroutinefunction(base), asyncio.iscoroutinefunction(lam),
          asyncio.iscoroutinefunction(p))

    # *args and **kwargs
    async def collect(*args, **kwargs):
        return args, sorted(kwargs.items())

    print(await collect(1, 2, x=3, y=4))
    print(await collect(*[5, 6], **{"z": 7}))

    # a coroutine capturing a variable of an enclosing coroutine
    total = []

    async def adder(v):
        total.append(v)
        return len(total)

    results = await asyncio.gather(*(adder(v) for v in "abc"))
    print(results, total)


asyncio.run(main())
