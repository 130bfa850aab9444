# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# An async tool's call starts when its awaitable first runs: a call object
# that is never awaited never reaches the host; one closed neither.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def main():
    c = visit("never awaited")
    print(type(c).__name__, asyncio.iscoroutine(c))
    c.close()
    d = visit("dropped")
    del d
    t = asyncio.create_task(visit("as a task", delay=0.01))
    print(calls())  # the task has not run yet
    await asyncio.sleep(0)
    print(calls())
    await t
    e = visit("awaited later", delay=0.01)
    print(calls())
    print(await e)
    print(calls())
    print(asyncio.iscoroutinefunction(visit), asyncio.iscoroutinefunction(add))


asyncio.run(main())
