# asyncio.Queue: put/get order, maxsize with blocked putters, get_nowait /
# put_nowait errors, qsize/empty/full, task_done/join, repr and str.
import asyncio
import re


def r(q):
    return re.sub(r" at 0x[0-9a-f]+", "", repr(q))


async def main():
    q = asyncio.Queue()
    print(q.maxsize, q.qsize(), q.empty(), q.full(), r(q), str(q))
    for i in range(3):
        await q.put(i)
    q.put_nowait("x")
    print(q.qsize(), r(q), str(q))
    print([await q.get() for _ in range(2)], q.get_nowait(), q.get_nowait())
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e), isinstance(e, Exception))
    # a bounded queue
    b = asyncio.Queue(maxsize=2)
    b.put_nowait(1)
    b.put_nowait(2)
    print(b.full())
    try:
        b.put_nowait(3)
    except asyncio.QueueFull as e:
        print("QueueFull", repr(e))
    log = []

    async def putter(v):
        await b.put(v)
        log.append("put %d" % v)

    ts = [asyncio.create_task(putter(v)) for v in (3, 4)]
    await asyncio.sleep(0)
    print(log, str(b))
    print(await b.get())
    await asyncio.sleep(0)
    print(log)
    print(await b.get(), await b.get())
    await asyncio.gather(*ts)
    print(log, b.qsize())
    # getters waiting on an empty queue, woken in order
    e = asyncio.Queue()
    got = []

    async def getter(name):
        got.append((name, await e.get()))

    gs = [asyncio.create_task(getter(n)) for n in "abc"]
    await asyncio.sleep(0)
    print(str(e))
    for v in (10, 20, 30):
        e.put_nowait(v)
    await asyncio.gather(*gs)
    print(got)
    # task_done and join
    work = asyncio.Queue()
    done = []

    async def worker(name):
        while True:
            item = await work.get()
            await asyncio.sleep(0.01 * item)
            done.append((name, item))
            work.task_done()

    workers = [asyncio.create_task(worker(n)) for n in ("w1", "w2")]
    for item in (3, 1, 2, 1):
        work.put_nowait(item)
    print(str(work))
    await work.join()
    print(sorted(done), work.qsize())
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    try:
        work.task_done()
    except ValueError as ex:
        print("ValueError", ex)
    # join on a queue with nothing unfinished returns at once
    await asyncio.Queue().join()
    print("join of empty queue")
    # a cancelled getter does not lose an item
    c = asyncio.Queue()
    g1 = asyncio.create_task(c.get())
    g2 = asyncio.create_task(c.get())
    await asyncio.sleep(0)
    g1.cancel()
    c.put_nowait("only")
    print(await g2, g1.cancelled())


asyncio.run(main())
