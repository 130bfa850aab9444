# Two event loops used one after the other; a future of one loop awaited
# from a task of the other is an error; tasks stay with their loop.
import asyncio


async def value(v):
    await asyncio.sleep(0.01)
    return v


loop_a = asyncio.new_event_loop()
loop_b = asyncio.new_event_loop()
print(loop_a.run_until_complete(value("a1")), loop_b.run_until_complete(value("b1")))
ta = loop_a.create_task(value("a-task"))
tb = loop_b.create_task(value("b-task"))
print(loop_b.run_until_complete(tb), ta.done())
print(loop_a.run_until_complete(ta))
foreign = loop_a.create_future()


async def await_foreign():
    return await foreign


try:
    loop_b.run_until_complete(await_foreign())
except RuntimeError as e:
    msg = str(e)
    print("RuntimeError", "attached to a different loop" in msg)
foreign.cancel()
try:
    asyncio.ensure_future(foreign, loop=loop_b)
except ValueError as e:
    print("ValueError", e)
loop_a.close()
loop_b.close()
print(loop_a.is_closed(), loop_b.is_closed())
