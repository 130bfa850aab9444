# asyncio.Condition: wait/notify/notify_all under the lock, wait_for with a
# predicate, errors without the lock.
import asyncio

log = []


async def consumer(cond, name, items):
    async with cond:
        while not items:
            log.append(name + " waits")
            await cond.wait()
        item = items.pop(0)
        log.append("%s took %s" % (name, item))


async def main():
    cond = asyncio.Condition()
    items = []
    consumers = [asyncio.create_task(consumer(cond, n, items)) for n in ("c1", "c2", "c3")]
    await asyncio.sleep(0.1)
    async with cond:
        items.append("i1")
        cond.notify()
    await asyncio.sleep(0.1)
    async with cond:
        items.extend(["i2", "i3"])
        cond.notify_all()
    await asyncio.gather(*consumers)
    for line in log:
        print(line)
    log.clear()
    # wait_for with a predicate
    state = {"n": 0}

    async def waits_for_three():
        async with cond:
            r = await cond.wait_for(lambda: state["n"] >= 3)
            return ("saw", state["n"], r)

    async def bump():
        for _ in range(4):
            await asyncio.sleep(0.05)
            async with cond:
                state["n"] += 1
                cond.notify_all()

    print(await asyncio.gather(waits_for_three(), bump()))
    # notify(n)
    woken = []

    async def sleeper(i):
        async with cond:
            await cond.wait()
            woken.append(i)

    ts = [asyncio.create_task(sleeper(i)) for i in range(4)]
    await asyncio.sleep(0.05)
    async with cond:
        cond.notify(2)
    await asyncio.sleep(0.05)
    print("after notify(2):", woken)
    async with cond:
        cond.notify_all()
    await asyncio.gather(*ts)
    print("after notify_all:", woken)
    # errors without holding the lock
    for call in (cond.notify, cond.notify_all):
        try:
            call()
        except RuntimeError as e:
            print("RuntimeError", e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print("RuntimeError", e)
    # a condition over a given lock
    lock = asyncio.Lock()
    c2 = asyncio.Condition(lock)
    async with c2:
        print("lock held through the condition:", lock.locked(), c2.locked())
    print(lock.locked())


asyncio.run(main())
