# asyncio.Runner (3.11): several runs on one loop, get_loop, close, its
# errors; loops made by a loop_factory.
import asyncio

state = []


async def remember(v):
    await asyncio.sleep(0.01)
    state.append(v)
    return len(state)


async def loop_id():
    return asyncio.get_running_loop()


with asyncio.Runner() as runner:
    print(runner.run(remember("a")), runner.run(remember("b")))
    loop = runner.get_loop()
    print(runner.run(loop_id()) is loop, loop.is_closed())
    # a task made in one run survives into the next
    async def start():
        return asyncio.create_task(remember("from task"))

    t = runner.run(start())
    print(t.done())

    async def wait_for_it():
        return await t

    print(runner.run(wait_for_it()), state)
    try:
        runner.run(1)
    except ValueError as e:
        print("ValueError", e)
print(loop.is_closed())
try:
    runner.run(remember("late"))
except RuntimeError as e:
    print("RuntimeError", e)
runner.close()  # closing again is fine


async def nested():
    c = remember("x")
    try:
        asyncio.Runner().run(c)
    except RuntimeError as e:
        print("RuntimeError", e)
    c.close()


asyncio.run(nested())
made = []


def factory():
    made.append(asyncio.new_event_loop())
    return made[-1]


r = asyncio.Runner(loop_factory=factory)
print(r.run(remember("f")), len(made), r.get_loop() is made[0])
r.close()
print(made[0].is_closed())
