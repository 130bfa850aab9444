# gather: results in argument order whatever the finishing order, futures
# and coroutines mixed, the same awaitable twice, no arguments.
import asyncio

done_order = []


async def job(name, delay, value=None):
    await asyncio.sleep(delay)
    done_order.append(name)
    return value if value is not None else name


async def main():
    r = await asyncio.gather(job("slow", 0.3), job("fast", 0.1), job("mid", 0.2))
    print(r, done_order)
    done_order.clear()
    print(await asyncio.gather())
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_later(0.15, fut.set_result, "from future")
    t = asyncio.create_task(job("task", 0.05))
    print(await asyncio.gather(fut, t, job("coro", 0.1)))
    # the same task twice: one child, its result twice
    t = asyncio.create_task(job("twice", 0.1, 7))
    print(await asyncio.gather(t, t, t))
    # a finished task
    print(await asyncio.gather(t))
    # many children
    print(await asyncio.gather(*(job(i, 0.01 * (10 - i), i * i) for i in range(10))))
    print(done_order)
    # nested gathers
    inner = asyncio.gather(job("i1", 0.1), job("i2", 0.05))
    print(await asyncio.gather(inner, job("o", 0.2)))
    # gather returns a future; its repr shape
    g = asyncio.gather(job("g", 0))
    print(type(g).__name__, asyncio.isfuture(g), g.done())
    print(await g, g.done(), g.result())
    # a non-awaitable argument
    try:
        asyncio.gather(1, 2)
    except TypeError as e:
        print("TypeError", e)


asyncio.run(main())
