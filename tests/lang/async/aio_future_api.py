# Future: set_result / set_exception / cancel, done callbacks (order, the
# future passed, remove), InvalidStateError texts, awaiting a future.
import asyncio


async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(f.done(), f.cancelled(), f.get_loop() is loop)
    calls = []
    f.add_done_callback(lambda fut: calls.append(("first", fut.result())))
    f.add_done_callback(lambda fut: calls.append(("second", fut is f)))

    def removed(fut):
        calls.append("removed one ran")

    f.add_done_callback(removed)
    f.add_done_callback(removed)
    print("removed", f.remove_done_callback(removed), f.remove_done_callback(removed))
    f.set_result("value")
    print(calls)  # callbacks run later, on the loop
    await asyncio.sleep(0)
    print(calls)
    # a callback added after it is done is scheduled at once
    f.add_done_callback(lambda fut: calls.append("late"))
    await asyncio.sleep(0)
    print(calls[-1])
    print(f.result(), f.exception(), await f)
    for call, arg in ((f.set_result, 1), (f.set_exception, ValueError())):
        try:
            call(arg)
        except asyncio.InvalidStateError as e:
            print("InvalidStateError", e)
    print(f.cancel())
    # exceptions
    g = loop.create_future()
    g.set_exception(KeyError("missing"))
    print(repr(g.exception()))
    try:
        g.result()
    except KeyError as e:
        print("result() raises", repr(e))
    try:
        await g
    except KeyError as e:
        print("await raises", repr(e))
    # an exception class is instantiated
    h = loop.create_future()
    h.set_exception(ValueError)
    print(repr(h.exception()))
    # StopIteration cannot be set
    s = loop.create_future()
    try:
        s.set_exception(StopIteration("no"))
    except TypeError as e:
        print("TypeError", e)
    s.cancel()
    # cancel with a message
    c = loop.create_future()
    print(c.cancel("because"), c.cancelled(), c.done())
    try:
        c.result()
    except asyncio.CancelledError as e:
        print("CancelledError", e.args)
    try:
        await c
    except asyncio.CancelledError as e:
        print("await CancelledError", e.args)
    # awaiting a future resolved by a timer
    w = loop.create_future()
    loop.call_later(0.1, w.set_result, "from the timer")
    print(await w)
    # a future resolved by another task
    x = loop.create_future()

    async def resolver():
        await asyncio.sleep(0.05)
        x.set_result("resolved by a task")

    asyncio.create_task(resolver())
    print(await x)
    # Future() made directly uses the running loop
    y = asyncio.Future()
    print(y.get_loop() is loop)
    y.cancel()
    # __await__ / __iter__
    z = loop.create_future()
    z.set_result(5)
    print(await z, list(iter(z)) if False else "iter ok")


asyncio.run(main())
