# asyncio.Lock: mutual exclusion in FIFO order, locked(), release errors,
# async with, cancelled waiters, repr.
import asyncio
import re


def r(obj):
    # the address in the repr differs from run to run
    return re.sub(r" at 0x[0-9a-f]+", "", repr(obj))

log = []


async def critical(lock, name, hold):
    async with lock:
        log.append("in " + name)
        await asyncio.sleep(hold)
        log.append("out " + name)


async def main():
    lock = asyncio.Lock()
    print(lock.locked(), r(lock))
    await asyncio.gather(critical(lock, "a", 0.2), critical(lock, "b", 0.1), critical(lock, "c", 0))
    print(log)
    log.clear()
    print(await lock.acquire(), lock.locked())
    print(r(lock))
    lock.release()
    print(lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError", e)
    # waiters shown in the repr
    await lock.acquire()
    waiters = [asyncio.create_task(critical(lock, n, 0)) for n in "xy"]
    await asyncio.sleep(0)
    print(r(lock))
    # a waiter cancelled before it gets the lock
    waiters[0].cancel()
    lock.release()
    await asyncio.gather(*waiters, return_exceptions=True)
    print(log, waiters[0].cancelled())
    log.clear()
    # a failing body releases the lock
    try:
        async with lock:
            raise ValueError("inside")
    except ValueError:
        pass
    print("after error locked:", lock.locked())
    # the lock protects a read-modify-write across awaits
    counter = [0]

    async def incr():
        async with lock:
            v = counter[0]
            await asyncio.sleep(0)
            counter[0] = v + 1

    await asyncio.gather(*(incr() for _ in range(20)))
    print("counter", counter[0])
    # without the lock the same code loses updates
    counter[0] = 0

    async def racy():
        v = counter[0]
        await asyncio.sleep(0)
        counter[0] = v + 1

    await asyncio.gather(*(racy() for _ in range(20)))
    print("racy counter", counter[0])


asyncio.run(main())
