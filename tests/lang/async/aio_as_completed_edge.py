# as_completed with failures and cancellations, futures resolved by
# callbacks, and its timeout raising for every remaining one.
import asyncio


async def job(v, d, exc=None):
    await asyncio.sleep(d)
    if exc:
        raise exc
    return v


async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    loop.call_later(0.15, f.set_result, "future")
    c = asyncio.create_task(job("cancelled", 1))
    loop.call_later(0.05, c.cancel)
    aws = [job("a", 0.1), f, job("b", 0.2, KeyError("b failed")), c]
    for nxt in asyncio.as_completed(aws):
        try:
            print("got", await nxt)
        except asyncio.CancelledError:
            print("a cancelled one")
        except KeyError as e:
            print("KeyError", e)
    results = []
    try:
        for nxt in asyncio.as_completed([job(1, 0.1), job(2, 5), job(3, 6)], timeout=1):
            results.append(await nxt)
    except TimeoutError:
        results.append("timeout")
    print(results)


asyncio.run(main())
