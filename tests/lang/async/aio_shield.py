# shield: cancelling the waiter does not cancel the shielded task; the
# task's result and exceptions still come through when not cancelled.
import asyncio

log = []


async def important(delay, value, fail=False):
    try:
        await asyncio.sleep(delay)
    except asyncio.CancelledError:
        log.append("important was cancelled")
        raise
    log.append("important finished %s" % value)
    if fail:
        raise RuntimeError("important failed")
    return value


async def main():
    print(await asyncio.shield(important(0.1, "direct")))
    inner = asyncio.create_task(important(0.3, "kept"))

    async def waiter():
        return await asyncio.shield(inner)

    w = asyncio.create_task(waiter())
    await asyncio.sleep(0.1)
    w.cancel()
    try:
        await w
    except asyncio.CancelledError:
        log.append("waiter cancelled")
    print(inner.done(), log)
    print(await inner, log)
    log.clear()
    # the shielded task failing
    try:
        await asyncio.shield(important(0.1, "bad", fail=True))
    except RuntimeError as e:
        print("RuntimeError", e)
    # cancelling the inner task cancels the shield's outer future
    inner = asyncio.create_task(important(1, "inner"))
    outer = asyncio.shield(inner)
    await asyncio.sleep(0.1)
    inner.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled with inner:", outer.cancelled())
    # shield of a finished future is that future
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    f.set_result(1)
    print(asyncio.shield(f) is f)
    # cancelling the outer future directly
    inner = asyncio.create_task(important(0.2, "survivor"))
    outer = asyncio.shield(inner)
    print(outer.cancel(), outer.cancelled(), inner.cancelled())
    print(await inner)
    print(log)


asyncio.run(main())
