# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Bounded concurrency over tool calls: a Semaphore, a worker pool on a
# Queue, and a TaskGroup; results and the host's view of the calls.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def main():
    sem = asyncio.Semaphore(2)
    active = [0]
    peak = [0]

    async def limited(i):
        async with sem:
            active[0] += 1
            peak[0] = max(peak[0], active[0])
            r = await echo(i, delay=0.02)
            active[0] -= 1
            return r

    print(await asyncio.gather(*(limited(i) for i in range(6))), "peak", peak[0])
    q = asyncio.Queue()
    for item in ["apple", "pear", "plum", "fig", "durian"]:
        q.put_nowait(item)
    found = {}

    async def worker():
        while True:
            try:
                item = q.get_nowait()
            except asyncio.QueueEmpty:
                return
            try:
                found[item] = (await fetch(item, delay=0.01))["stock"]
            except KeyError:
                found[item] = None

    await asyncio.gather(worker(), worker(), worker())
    print(sorted(found.items()))
    async with asyncio.TaskGroup() as tg:
        ts = [tg.create_task(total(list(range(n)), delay=0.01 * n)) for n in (3, 1, 2)]
    print([t.result() for t in ts])
    print(len(calls()))


asyncio.run(main())
