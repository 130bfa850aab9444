# asyncio.iscoroutine / iscoroutinefunction / isfuture over many kinds.
import asyncio
import functools


async def coro_fn():
    return 1


def plain_fn():
    return 1


def gen_fn():
    yield 1


async def agen_fn():
    yield 1


class C:
    async def am(self):
        pass

    def m(self):
        pass

    async def __call__(self):
        pass


c = coro_fn()
g = gen_fn()
ag = agen_fn()
objs = [("coro_fn", coro_fn), ("plain_fn", plain_fn), ("gen_fn", gen_fn), ("agen_fn", agen_fn),
        ("coroutine", c), ("generator", g), ("async gen", ag), ("int", 1), ("None", None),
        ("C.am", C.am), ("C().am", C().am), ("C().m", C().m), ("C()", C()),
        ("lambda", lambda: coro_fn()), ("partial", functools.partial(coro_fn)),
        ("partial2", functools.partial(functools.partial(coro_fn))),
        ("partial plain", functools.partial(plain_fn))]
for name, o in objs:
    print(name, asyncio.iscoroutine(o), asyncio.iscoroutinefunction(o), asyncio.isfuture(o))
c.close()


async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    t = asyncio.create_task(coro_fn())
    print(asyncio.isfuture(f), asyncio.isfuture(t), asyncio.iscoroutine(t))
    print(isinstance(t, asyncio.Future), isinstance(t, asyncio.Task), isinstance(f, asyncio.Task))
    await t
    f.cancel()


asyncio.run(main())
