# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Cancelling a task whose async tool call the host answers at once: the
# answer may reach pysafe after it told the host of the cancel, and is
# dropped (the run goes on; it is not a broken provider).
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls


async def main():
    for round in range(5):
        t = asyncio.create_task(visit("fast%d" % round, delay=0))
        await asyncio.sleep(0)  # the call is made
        t.cancel()
        try:
            await t
        except asyncio.CancelledError:
            print(round, "cancelled:", t.cancelled())
        print(await echo("after %d" % round, delay=0.01))
    # several at once, two of them cancelled, answered at once by the host
    tasks = [asyncio.create_task(visit("g%d" % i, delay=0)) for i in range(4)]
    await asyncio.sleep(0)
    tasks[1].cancel()
    tasks[3].cancel()
    res = await asyncio.gather(*tasks, return_exceptions=True)
    print([type(r).__name__ if isinstance(r, BaseException) else r for r in res])
    print(add(2, 3))

asyncio.run(main())
