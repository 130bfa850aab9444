# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Cancelling a task whose async tool call is pending: the task sees
# CancelledError (pysafe tells the host the call is cancelled). The calls
# cancelled take 30 s at the host, so that the host hears of the cancel
# long before it would answer, however slow the build.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def main():
    t = asyncio.create_task(visit("to cancel", delay=30))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled:", t.cancelled())
    # a task that handles the cancel and makes another call
    async def recovering():
        try:
            return await echo("never", delay=30)
        except asyncio.CancelledError:
            return "recovered with " + await echo("second call", delay=0.01)

    r = asyncio.create_task(recovering())
    await asyncio.sleep(0)
    r.cancel()
    print(await r)
    # wait_for with a long tool call and a short timeout is not tested:
    # a host call takes no time on pysafe's clock (docs/language.md);
    # a cancel while the others go on
    tasks = [asyncio.create_task(visit(n, delay=d)) for n, d in (("keep1", 0.05), ("drop", 30), ("keep2", 0.1))]
    await asyncio.sleep(0)
    tasks[1].cancel()
    res = await asyncio.gather(*tasks, return_exceptions=True)
    print([type(x).__name__ if isinstance(x, BaseException) else x for x in res])
    # cancelling gather cancels the pending calls
    g = asyncio.gather(visit("g1", delay=30), visit("g2", delay=30))
    await asyncio.sleep(0)
    g.cancel()
    try:
        await g
    except asyncio.CancelledError:
        print("gather of tool calls cancelled")
    print(await echo("still usable", delay=0.01))


asyncio.run(main())
