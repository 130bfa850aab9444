# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Sync tools from async code, between and during async tool calls; sync
# tool calls in callbacks of the loop and in comprehensions.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def worker(n):
    label = shout("worker %d" % n)
    v = await echo(n, delay=0.02 * n)
    return label, add(v, 100)


async def main():
    print(add(2, 3), shout("sync"))
    print(await asyncio.gather(*(worker(n) for n in range(1, 4))))
    # a sync call while async calls are in flight
    t = asyncio.create_task(echo("in flight", delay=0.1))
    await asyncio.sleep(0)
    print(add(40, 2))
    print(await t)
    print([shout(w) for w in ("a", "b")])
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(lambda: fut.set_result(add(1, 1)))
    print(await fut)
    # the values survive the trip both ways
    for v in (0, -5, 2 ** 40, 1.5, "text", "ünï", True, None, [1, [2]], {"k": [1, 2]}):
        print(repr(await echo(v, delay=0.01)))


asyncio.run(main())
