# asyncio: tasks, gather, wait_for, queues, semaphores, timeouts, as_completed, wait, events (the sweep refuses each allocation in turn)
import asyncio

async def work(name, d):
    await asyncio.sleep(d)
    print("done", name, d)
    return name * 2

async def main():
    r = await asyncio.gather(work("a", 0.3), work("b", 0.1), work("c", 0.2))
    print(r)
    t = asyncio.create_task(work("t", 1))
    print(t.done())
    print(await t)
    try:
        await asyncio.wait_for(work("slow", 5), timeout=1)
    except asyncio.TimeoutError:
        print("timeout")
    q = asyncio.Queue()
    async def prod():
        for i in range(3):
            await q.put(i)
            await asyncio.sleep(0)
        await q.put(None)
    async def cons():
        out = []
        while (x := await q.get()) is not None:
            out.append(x)
        return out
    print(await asyncio.gather(prod(), cons()))
    sem = asyncio.Semaphore(2)
    async def lim(i):
        async with sem:
            await asyncio.sleep(0.1)
            return i
    print(await asyncio.gather(*(lim(i) for i in range(5))))
    res = await asyncio.gather(work("x", 0), asyncio.sleep(0, result=5), return_exceptions=True)
    print(res)
    async def bad():
        raise ValueError("boom")
    print(await asyncio.gather(bad(), work("y", 0), return_exceptions=True))
    try:
        await asyncio.gather(bad(), work("z", 0.5))
    except ValueError as e:
        print("caught", e)
    async with asyncio.timeout(1):
        await asyncio.sleep(0.5)
    try:
        async with asyncio.timeout(1):
            await asyncio.sleep(2)
    except TimeoutError:
        print("timeout2")
    for coro in asyncio.as_completed([work("p", 0.3), work("q", 0.1)]):
        print("ac", await coro)
    done, pending = await asyncio.wait([asyncio.create_task(work("w1", 0.1)), asyncio.create_task(work("w2", 1))], return_when=asyncio.FIRST_COMPLETED)
    print(len(done), len(pending))
    ev = asyncio.Event()
    async def setter():
        await asyncio.sleep(0.2); ev.set()
    asyncio.create_task(setter())
    await ev.wait()
    print("event", ev.is_set())
    return "end"

print(asyncio.run(main()))
