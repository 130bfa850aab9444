# Tasks and futures made directly: asyncio.Task(coro), loop.create_task
# with a name, Future() and Task() outside a running loop, get_loop.
import asyncio


async def work(v):
    await asyncio.sleep(0)
    return v


async def main():
    loop = asyncio.get_running_loop()
    t = asyncio.Task(work(1))
    print(await t, t.get_loop() is loop)
    t = loop.create_task(work(2), name="by loop")
    print(t.get_name(), await t)
    t = asyncio.Task(work(3), name=("tuple", 1))
    print(repr(t.get_name()), await t)
    print(asyncio.get_event_loop() is loop)


asyncio.run(main())
loop = asyncio.new_event_loop()
t = loop.create_task(work("made before running"))
f = asyncio.Future(loop=loop)
loop.call_soon(f.set_result, "future on a loop")
print(loop.run_until_complete(t), loop.run_until_complete(f))
loop.close()
