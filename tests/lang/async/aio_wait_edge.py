# asyncio.wait details: futures already done, duplicates, a generator of
# tasks, FIRST_COMPLETED with several finishing together, cancelled tasks.
import asyncio


async def job(v, d):
    await asyncio.sleep(d)
    return v


async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    f.set_result("already")
    done, pending = await asyncio.wait([f])
    print([x.result() for x in done], len(pending))
    t = asyncio.create_task(job(1, 0.1))
    done, pending = await asyncio.wait([t, t, t])
    print(len(done), len(pending))
    # a generator counts as a coroutine in 3.11's checks: refused
    gen = (asyncio.create_task(job(i, 0.01)) for i in range(3))
    try:
        await asyncio.wait(gen)
    except TypeError as e:
        print("TypeError", e)
    done, pending = await asyncio.wait(list(gen))
    print(sorted(x.result() for x in done))
    ts = [asyncio.create_task(job(i, 0.1)) for i in range(3)]
    ts.append(asyncio.create_task(job(9, 0.5)))
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(x.result() for x in done), len(pending))
    # a cancelled task counts as done; FIRST_EXCEPTION ignores it
    c = asyncio.create_task(job("c", 1))
    e = asyncio.create_task(job("e", 0.2))
    c.cancel()
    done, pending = await asyncio.wait([c, e], return_when=asyncio.FIRST_EXCEPTION)
    print(sorted(str(x.cancelled()) for x in done), len(pending))
    print(asyncio.FIRST_COMPLETED, asyncio.FIRST_EXCEPTION, asyncio.ALL_COMPLETED)
    await asyncio.wait(pending | set(ts))


asyncio.run(main())
