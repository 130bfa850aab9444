# PriorityQueue and LifoQueue orders; a producer/consumer pipeline with a
# sentinel; maxsize 0 and negative are unbounded.
import asyncio


async def main():
    pq = asyncio.PriorityQueue()
    for item in [(3, "c"), (1, "a"), (2, "b"), (1, "aa"), (5, "e")]:
        pq.put_nowait(item)
    print([pq.get_nowait() for _ in range(pq.qsize())])
    lq = asyncio.LifoQueue()
    for i in range(5):
        await lq.put(i)
    print([await lq.get() for _ in range(5)])
    print(str(lq))
    for maxsize in (0, -1):
        q = asyncio.Queue(maxsize)
        for i in range(100):
            q.put_nowait(i)
        print(maxsize, q.full(), q.qsize())

    # pipeline: producer -> square -> collector
    q1 = asyncio.Queue(maxsize=2)
    q2 = asyncio.Queue()
    STOP = object()

    async def producer():
        for i in range(6):
            await q1.put(i)
        await q1.put(STOP)

    async def square():
        while True:
            item = await q1.get()
            if item is STOP:
                await q2.put(STOP)
                return "square done"
            await asyncio.sleep(0.01)
            await q2.put(item * item)

    async def collector():
        out = []
        while True:
            item = await q2.get()
            if item is STOP:
                return out
            out.append(item)

    print(await asyncio.gather(producer(), square(), collector()))
    # PriorityQueue with unorderable equal priorities fails as heapq does
    bad = asyncio.PriorityQueue()
    bad.put_nowait((1, {"a": 1}))
    try:
        bad.put_nowait((1, {"b": 2}))
    except TypeError as e:
        print("TypeError", e)
    # get with a timeout
    empty = asyncio.Queue()
    try:
        await asyncio.wait_for(empty.get(), 0.1)
    except TimeoutError:
        print("get timed out; getters left:", str(empty))


asyncio.run(main())
