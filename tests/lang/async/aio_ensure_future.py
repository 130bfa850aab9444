# ensure_future over coroutines, futures, tasks and __await__ objects;
# awaiting tasks from several places; a task awaiting another task.
import asyncio


class Awaitable:
    def __init__(self, v):
        self.v = v

    def __await__(self):
        yield from asyncio.sleep(0.01).__await__()
        return self.v * 2


async def value(v):
    await asyncio.sleep(0.01)
    return v


async def main():
    t = asyncio.ensure_future(value(1))
    print(type(t).__name__, await t)
    print(asyncio.ensure_future(t) is t)
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(asyncio.ensure_future(f) is f)
    f.cancel()
    a = asyncio.ensure_future(Awaitable(21))
    print(type(a).__name__, await a)
    print(await Awaitable(5))
    for bad in (1, "s", None):
        try:
            asyncio.ensure_future(bad)
        except TypeError as e:
            print("TypeError", e)
    # several awaiters of one task get the same result
    shared = asyncio.create_task(value("shared"))

    async def awaiter(i):
        return i, await shared

    print(await asyncio.gather(awaiter(1), awaiter(2), awaiter(3)))
    # a task awaiting a task awaiting a task
    async def chain(n):
        if n == 0:
            return "bottom"
        return await asyncio.create_task(chain(n - 1))

    print(await chain(10))
    # a task awaiting itself is an error
    async def selfish():
        await asyncio.sleep(0)
        return await me

    me = asyncio.create_task(selfish())
    try:
        await me
    except RuntimeError as e:
        print("RuntimeError", str(e).split(" name=")[0])
    # a generator-based task (3.11 still accepts one)
    def gen_based():
        yield
        return "generator task"

    print(await asyncio.ensure_future(gen_based()))


asyncio.run(main())
