# Cancellation travels down: cancelling a task that awaits another task
# cancels that one too; a task awaiting a shielded or gathered child.
import asyncio

log = []


async def leaf(tag):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError as e:
        log.append("%s cancelled %s" % (tag, e.args))
        raise


async def middle(tag):
    child = asyncio.create_task(leaf(tag + ".leaf"))
    try:
        return await child
    except asyncio.CancelledError:
        log.append("%s saw cancel, child cancelled: %s" % (tag, child.cancelled()))
        raise


async def main():
    t = asyncio.create_task(middle("m"))
    await asyncio.sleep(0.1)
    t.cancel("stop it")
    try:
        await t
    except asyncio.CancelledError as e:
        log.append("outer got %s" % (e.args,))
    await asyncio.sleep(0)
    for line in log:
        print(line)
    log.clear()
    # the child survives when its awaiter is cancelled through a shield
    child = asyncio.create_task(leaf("shielded"))

    async def shielding():
        await asyncio.shield(child)

    s = asyncio.create_task(shielding())
    await asyncio.sleep(0.1)
    s.cancel()
    try:
        await s
    except asyncio.CancelledError:
        pass
    print("shielded child running:", not child.done())
    child.cancel()
    try:
        await child
    except asyncio.CancelledError:
        pass
    print(log)
    log.clear()
    # a child that finishes first: cancelling the parent later only hits it
    async def quick():
        return "quick"

    async def parent():
        r = await asyncio.create_task(quick())
        log.append("parent got " + r)
        await asyncio.sleep(10)

    p = asyncio.create_task(parent())
    await asyncio.sleep(0.1)
    p.cancel()
    try:
        await p
    except asyncio.CancelledError:
        log.append("parent cancelled")
    print(log)


asyncio.run(main())
