# asyncio.Barrier (3.11): parties wait until all arrive; wait() gives each
# an index; reuse across rounds; abort breaks it.
import asyncio
import re

log = []


async def party(barrier, name, delay):
    await asyncio.sleep(delay)
    log.append("arrive " + name)
    idx = await barrier.wait()
    log.append("pass %s %d" % (name, idx))
    return idx


async def main():
    b = asyncio.Barrier(3)
    print(b.parties, b.n_waiting, b.broken, re.sub(r" at 0x[0-9a-f]+", "", repr(b)))
    r = await asyncio.gather(party(b, "a", 0.3), party(b, "b", 0.1), party(b, "c", 0.2))
    print(sorted(r))
    for line in log:
        print(line)
    log.clear()
    # a second round with the same barrier
    r = await asyncio.gather(party(b, "x", 0), party(b, "y", 0.1), party(b, "z", 0.2))
    print(sorted(r), b.n_waiting)
    log.clear()
    # waiting count while filling
    t1 = asyncio.create_task(party(b, "p", 0))
    t2 = asyncio.create_task(party(b, "q", 0))
    await asyncio.sleep(0.1)
    print("waiting:", b.n_waiting, re.sub(r" at 0x[0-9a-f]+", "", repr(b)))
    await b.abort()
    print("broken:", b.broken, re.sub(r" at 0x[0-9a-f]+", "", repr(b)))
    for t in (t1, t2):
        try:
            await t
        except asyncio.BrokenBarrierError as e:
            print("BrokenBarrierError", isinstance(e, RuntimeError))
    try:
        await b.wait()
    except asyncio.BrokenBarrierError:
        print("wait on a broken barrier fails")
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print("ValueError", e)
    # async with on a barrier gives the index
    b2 = asyncio.Barrier(2)

    async def ctx(d):
        await asyncio.sleep(d)
        async with b2 as idx:
            return idx

    print(sorted(await asyncio.gather(ctx(0.1), ctx(0.2))))


asyncio.run(main())
