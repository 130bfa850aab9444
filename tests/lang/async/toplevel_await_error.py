# pysafe-only
# An exception escaping a top-level await ends the run as any uncaught
# exception does (the module runs as the event loop's main task).
import asyncio


async def fails():
    await asyncio.sleep(1)
    raise KeyError("from a task")


print("start")
t = asyncio.create_task(fails())
print(await asyncio.gather(asyncio.sleep(0.5, "slept"), return_exceptions=True))
await t
print("not reached")
# expect: start
# expect: ['slept']
# expect-error: KeyError: 'from a task'
