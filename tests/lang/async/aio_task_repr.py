# The reprs of tasks and futures in each state (no addresses in them).
import asyncio


async def work(v):
    await asyncio.sleep(0.1)
    return v


async def fail():
    raise KeyError("k")


async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(repr(f))
    f.set_result([1, 2])
    print(repr(f))
    f = loop.create_future()
    f.set_exception(ValueError("bad"))
    print(repr(f))
    f.exception()
    f = loop.create_future()
    f.cancel()
    print(repr(f))
    t = asyncio.create_task(work("x"), name="worker")
    r = repr(t)
    print(r[:r.index(" coro=")] + ">")
    await t
    r = repr(t)
    print(r[:r.index(" coro=")] + ">")
    t = asyncio.create_task(fail(), name="failing")
    await asyncio.sleep(0)
    r = repr(t)
    print(r[:r.index(" coro=")] + ">")
    t.exception()
    t = asyncio.create_task(work(1), name="cancelled")
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        pass
    r = repr(t)
    print(r[:r.index(" coro=")] + ">")


asyncio.run(main())
