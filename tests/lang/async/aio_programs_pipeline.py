# A staged pipeline of queues with several workers per stage and a
# sentinel shutdown; the output order is fixed by the sleeps.
import asyncio


async def stage(name, inq, outq, fn, nworkers):
    async def worker(w):
        while True:
            item = await inq.get()
            if item is None:
                inq.task_done()
                return
            await asyncio.sleep(0.01 * (item % 3 + 1))
            await outq.put(fn(item))
            inq.task_done()

    workers = [asyncio.create_task(worker(w)) for w in range(nworkers)]
    await inq.join()
    for _ in workers:
        await inq.put(None)
    await asyncio.gather(*workers)
    return name


async def main():
    q1, q2, q3 = asyncio.Queue(), asyncio.Queue(), asyncio.Queue()
    for i in range(12):
        q1.put_nowait(i)
    s1 = asyncio.create_task(stage("square", q1, q2, lambda x: x * x, 3))
    print(await s1)
    s2 = asyncio.create_task(stage("plus one", q2, q3, lambda x: x + 1, 2))
    print(await s2)
    out = []
    while not q3.empty():
        out.append(q3.get_nowait())
    print(sorted(out))
    print(len(out))


asyncio.run(main())
