# as_completed: results in finishing order, exceptions where they finish,
# a timeout that raises TimeoutError for the ones not done.
import asyncio


async def job(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(name)
    return name


async def main():
    coros = [job("c", 0.3), job("a", 0.1), job("b", 0.2)]
    for f in asyncio.as_completed(coros):
        print(await f)
    tasks = [asyncio.create_task(job(n, d, fl)) for n, d, fl in
             (("x", 0.2, False), ("y", 0.1, True), ("z", 0.3, False))]
    for f in asyncio.as_completed(tasks):
        try:
            print("ok", await f)
        except ValueError as e:
            print("failed", e)
    got = []
    try:
        for f in asyncio.as_completed([job("quick", 0.1), job("slow", 1), job("slower", 2)], timeout=0.5):
            got.append(await f)
    except asyncio.TimeoutError:
        print("timed out after", got)
    it = asyncio.as_completed([job("one", 0)])
    print(type(it).__name__ in ("generator", "_AsCompletedIterator", "iterator"))
    print([await f for f in it])
    # the same task twice counts once
    t = asyncio.create_task(job("dup", 0.1))
    print([await f for f in asyncio.as_completed([t, t])])
    print(list(asyncio.as_completed([])))
    try:
        asyncio.as_completed(t)
    except TypeError as e:
        print("TypeError", e)


asyncio.run(main())
