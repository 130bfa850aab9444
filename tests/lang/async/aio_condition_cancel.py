# Condition.wait cancelled: the lock is held again when CancelledError
# comes out; wait_for's predicate checked after each wake-up; notify with
# no waiters.
import asyncio


async def main():
    cond = asyncio.Condition()
    log = []

    async def waiter():
        async with cond:
            try:
                await cond.wait()
            except asyncio.CancelledError:
                log.append("cancelled; lock held: %s" % cond.locked())
                raise

    t = asyncio.create_task(waiter())
    await asyncio.sleep(0.05)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        pass
    print(log, cond.locked())
    async with cond:
        cond.notify()
        cond.notify_all()
    print("notify with nobody waiting is fine")
    checks = []
    value = [0]

    def pred():
        checks.append(value[0])
        return value[0] >= 2

    async def waits():
        async with cond:
            return await cond.wait_for(pred)

    w = asyncio.create_task(waits())
    for _ in range(3):
        await asyncio.sleep(0.01)
        async with cond:
            value[0] += 1
            cond.notify_all()
    print(await w, checks)


asyncio.run(main())
