# The reprs of tasks, futures and handles in each state. CPython puts the
# coroutine's file and line in a task's repr and a Python callback's source
# in a handle's: those parts are cut out here (pysafe shows no paths).
import asyncio
import re


def clean(r):
    r = re.sub(r" coro=<[^>]*>", " coro=<...>", r)
    return r


async def work(v):
    await asyncio.sleep(0.1)
    return v


async def fail():
    raise KeyError("k")


async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(repr(f))
    f.add_done_callback(print)
    print(repr(f))
    f.add_done_callback(len)
    print(repr(f))
    f.add_done_callback(repr)
    print(repr(f))
    f.set_result([1, 2])
    print(repr(f))
    await asyncio.sleep(0)
    f = loop.create_future()
    f.set_exception(ValueError("bad"))
    print(repr(f))
    f.exception()
    f = loop.create_future()
    f.cancel()
    print(repr(f))
    for value in (list(range(20)), "x" * 50, 10 ** 50, {i: i for i in range(10)}, (1,),
                  set(range(10)), [[[[[[[[1]]]]]]]], "short", None, {"a": [1, 2, {3: 4}]}):
        f = loop.create_future()
        f.set_result(value)
        print(repr(f))
    t = asyncio.create_task(work("x"), name="worker")
    print(clean(repr(t)))
    await asyncio.sleep(0)
    print(clean(repr(t)))
    await t
    print(clean(repr(t)))
    t = asyncio.create_task(fail(), name="failing")
    await asyncio.sleep(0)
    print(clean(repr(t)))
    t.exception()
    t = asyncio.create_task(work(1), name="cancelled")
    await asyncio.sleep(0)
    t.cancel()
    print(clean(repr(t)))
    try:
        await t
    except asyncio.CancelledError:
        pass
    print(clean(repr(t)))
    h = loop.call_soon(print, "x", 1)
    print(repr(h))
    h.cancel()
    print(repr(h))
    h = loop.call_soon(len, [1, 2, 3, 4, 5, 6, 7, 8])
    print(repr(h))
    await asyncio.sleep(0)


asyncio.run(main())
