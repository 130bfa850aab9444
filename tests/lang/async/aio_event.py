# asyncio.Event: wait() blocks until set(); all waiters wake; clear();
# is_set(); wait() on a set event returns at once; repr.
import asyncio
import re


def r(obj):
    # the address in the repr differs from run to run
    return re.sub(r" at 0x[0-9a-f]+", "", repr(obj))

log = []


async def waiter(ev, name):
    log.append(name + " waits")
    r = await ev.wait()
    log.append("%s woke %s" % (name, r))


async def main():
    ev = asyncio.Event()
    print(ev.is_set(), r(ev))
    tasks = [asyncio.create_task(waiter(ev, n)) for n in ("a", "b", "c")]
    await asyncio.sleep(0.1)
    print(r(ev))
    ev.set()
    print(r(ev))
    await asyncio.gather(*tasks)
    print(log)
    log.clear()
    print(await ev.wait(), ev.is_set())
    ev.clear()
    print(ev.is_set())
    ev.set()
    ev.set()
    print(ev.is_set())
    # set then clear before the waiters run: they still wake
    ev.clear()
    tasks = [asyncio.create_task(waiter(ev, n)) for n in ("x", "y")]
    await asyncio.sleep(0)
    ev.set()
    ev.clear()
    await asyncio.gather(*tasks)
    print(log, ev.is_set())
    log.clear()
    # a waiter cancelled
    t = asyncio.create_task(waiter(ev, "cancelled"))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("waiter cancelled", log)
    # wait with a timeout
    try:
        await asyncio.wait_for(ev.wait(), 0.1)
    except TimeoutError:
        print("event wait timed out")

    # producer / consumer handshake
    ready = asyncio.Event()
    data = []

    async def producer():
        await asyncio.sleep(0.2)
        data.append("payload")
        ready.set()

    async def consumer():
        await ready.wait()
        return data[0]

    print(await asyncio.gather(consumer(), producer()))


asyncio.run(main())
