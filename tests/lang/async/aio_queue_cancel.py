# Queue operations cancelled while waiting: a cancelled put does not add
# its item; a cancelled get does not take one; wait_for on get/put.
import asyncio


async def main():
    q = asyncio.Queue(maxsize=1)
    q.put_nowait("first")
    p = asyncio.create_task(q.put("blocked"))
    await asyncio.sleep(0)
    p.cancel()
    try:
        await p
    except asyncio.CancelledError:
        print("put cancelled; size", q.qsize())
    print(q.get_nowait(), q.empty())
    try:
        await asyncio.wait_for(q.get(), 0.1)
    except TimeoutError:
        print("get timed out; size", q.qsize())
    q.put_nowait("x")
    try:
        await asyncio.wait_for(q.put("y"), 0.1)
    except TimeoutError:
        print("put timed out;", q.get_nowait())
    # a getter woken and cancelled at once hands the item to the next one
    q2 = asyncio.Queue()
    g1 = asyncio.create_task(q2.get())
    g2 = asyncio.create_task(q2.get())
    await asyncio.sleep(0)
    q2.put_nowait("item")
    g1.cancel()
    r = await asyncio.gather(g1, g2, return_exceptions=True)
    print([type(v).__name__ if isinstance(v, BaseException) else v for v in r], q2.qsize())


asyncio.run(main())
