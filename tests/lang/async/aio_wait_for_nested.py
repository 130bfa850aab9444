# wait_for inside wait_for: the inner deadline fires first or the outer
# one does; the results and what is cancelled in each case.
import asyncio

log = []


async def work(d, tag):
    try:
        await asyncio.sleep(d)
        return tag
    except asyncio.CancelledError:
        log.append(tag + " cancelled")
        raise


async def inner_wait(d, inner_timeout, tag):
    try:
        return await asyncio.wait_for(work(d, tag), inner_timeout)
    except TimeoutError:
        log.append(tag + " inner timeout")
        return tag + " (inner timed out)"


async def main():
    print(await asyncio.wait_for(inner_wait(0.1, 1, "quick"), 2))
    print(await asyncio.wait_for(inner_wait(1, 0.1, "inner-first"), 2))
    try:
        await asyncio.wait_for(inner_wait(1, 0.5, "outer-first"), 0.1)
    except TimeoutError:
        print("outer timed out")
    print(log)


asyncio.run(main())
