# Semaphore and BoundedSemaphore: at most N holders, FIFO wake-up,
# locked(), over-release errors, repr.
import asyncio
import re


def r(obj):
    # the address in the repr differs from run to run
    return re.sub(r" at 0x[0-9a-f]+", "", repr(obj))

log = []
active = [0]
peak = [0]


async def use(sem, name, hold):
    async with sem:
        active[0] += 1
        peak[0] = max(peak[0], active[0])
        log.append("start " + name)
        await asyncio.sleep(hold)
        log.append("end " + name)
        active[0] -= 1


async def main():
    sem = asyncio.Semaphore(2)
    print(sem.locked(), r(sem))
    await asyncio.gather(*(use(sem, n, h) for n, h in (("a", 0.3), ("b", 0.1), ("c", 0.1), ("d", 0.1))))
    print(log, "peak", peak[0])
    log.clear()
    print(await sem.acquire(), await sem.acquire(), sem.locked(), r(sem))
    sem.release()
    sem.release()
    sem.release()  # a plain Semaphore can go above its start value
    print(r(sem))
    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print("ValueError", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError", e)
    # Semaphore(0): everyone waits until a release
    z = asyncio.Semaphore(0)
    order = []

    async def taker(i):
        await z.acquire()
        order.append(i)

    ts = [asyncio.create_task(taker(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(r(z))
    for _ in range(3):
        z.release()
        await asyncio.sleep(0)
    await asyncio.gather(*ts)
    print(order)
    # a cancelled waiter does not take the permit
    s1 = asyncio.Semaphore(1)
    await s1.acquire()
    w1 = asyncio.create_task(s1.acquire())
    w2 = asyncio.create_task(s1.acquire())
    await asyncio.sleep(0)
    w1.cancel()
    s1.release()
    await asyncio.sleep(0)
    print(w1.cancelled(), w2.done(), s1.locked())
    # default value is 1
    print(r(asyncio.Semaphore()), r(asyncio.BoundedSemaphore(3)))


asyncio.run(main())
