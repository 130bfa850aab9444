# Cancelling gather cancels its children; a cancelled child makes gather
# raise CancelledError (or return it with return_exceptions=True).
import asyncio


async def sleeper(name, delay):
    try:
        await asyncio.sleep(delay)
        return name
    except asyncio.CancelledError:
        print(name, "was cancelled")
        raise


async def main():
    g = asyncio.gather(sleeper("a", 1), sleeper("b", 2))
    await asyncio.sleep(0.1)
    print("cancel ->", g.cancel())
    try:
        await g
    except asyncio.CancelledError:
        print("gather raised CancelledError")
    print(g.cancelled(), g.done())
    print("cancel again ->", g.cancel())

    # one child cancelled from outside
    t1 = asyncio.create_task(sleeper("c", 0.5))
    t2 = asyncio.create_task(sleeper("d", 0.2))
    g = asyncio.gather(t1, t2)
    await asyncio.sleep(0.1)
    t1.cancel()
    try:
        await g
    except asyncio.CancelledError:
        print("gather saw the child's cancel;", "t2 done:", t2.done())
    print(await t2)

    # return_exceptions=True gives the CancelledError in place
    t1 = asyncio.create_task(sleeper("e", 0.5))
    t2 = asyncio.create_task(sleeper("f", 0.2))
    g = asyncio.gather(t1, t2, return_exceptions=True)
    await asyncio.sleep(0.1)
    t1.cancel()
    r = await g
    print([type(x).__name__ if isinstance(x, BaseException) else x for x in r])

    # cancelling the task that awaits gather cancels the children
    async def waits():
        return await asyncio.gather(sleeper("g", 1), sleeper("h", 1))

    w = asyncio.create_task(waits())
    await asyncio.sleep(0.1)
    w.cancel()
    try:
        await w
    except asyncio.CancelledError:
        print("waiting task cancelled:", w.cancelled())

    # gather of finished children cannot be cancelled
    g = asyncio.gather(sleeper("i", 0))
    await g
    print("cancel finished ->", g.cancel())


asyncio.run(main())
