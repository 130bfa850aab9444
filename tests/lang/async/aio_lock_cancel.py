# Locks and cancellation: a holder cancelled inside async with releases
# the lock; a waiter cancelled while queued does not get it; the next
# waiter does.
import asyncio

log = []


async def holder(lock, name, hold):
    try:
        async with lock:
            log.append(name + " holds")
            await asyncio.sleep(hold)
            log.append(name + " done")
    except asyncio.CancelledError:
        log.append(name + " cancelled, locked=%s" % lock.locked())
        raise


async def main():
    lock = asyncio.Lock()
    a = asyncio.create_task(holder(lock, "a", 1))
    b = asyncio.create_task(holder(lock, "b", 0.1))
    c = asyncio.create_task(holder(lock, "c", 0.1))
    await asyncio.sleep(0.05)
    b.cancel()        # queued: never holds it
    await asyncio.sleep(0.05)
    a.cancel()        # holding: releases it
    await asyncio.gather(a, b, c, return_exceptions=True)
    for line in log:
        print(line)
    print(lock.locked())
    # Semaphore: cancelled holders give their permit back
    sem = asyncio.Semaphore(1)
    log.clear()
    x = asyncio.create_task(holder(sem, "x", 1))
    y = asyncio.create_task(holder(sem, "y", 0.1))
    await asyncio.sleep(0.05)
    x.cancel()
    await asyncio.gather(x, y, return_exceptions=True)
    print(log, sem.locked())


asyncio.run(main())
