# Task objects: result, done, exception, names (default Task-N numbering,
# set_name), get_coro, current_task, all_tasks, and the error texts of a
# task that is not finished.
import asyncio


async def work(v, delay=0.1):
    await asyncio.sleep(delay)
    return v


async def fail():
    await asyncio.sleep(0.05)
    raise ValueError("task failed")


async def main():
    me = asyncio.current_task()
    print("main task:", me.get_name(), me.done())
    t = asyncio.create_task(work(1))
    print(t.get_name(), t.done(), t.cancelled())
    try:
        t.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    try:
        t.exception()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    print(await t, t.done(), t.result(), t.exception())
    t2 = asyncio.create_task(work(2), name="named")
    print(t2.get_name())
    t2.set_name(12345)
    print(repr(t2.get_name()))
    print(t2.get_coro().__qualname__)
    await t2
    t3 = asyncio.create_task(fail())
    await asyncio.sleep(0.1)
    print(t3.done(), repr(t3.exception()))
    try:
        t3.result()
    except ValueError as e:
        print("result() raises", e)
    try:
        await t3
    except ValueError as e:
        print("await raises", e)
    # default names keep counting
    t4 = asyncio.create_task(work(4, 0))
    print(t4.get_name())
    await t4
    # all_tasks: the ones not done
    a = asyncio.create_task(work("a", 0.2), name="A")
    b = asyncio.create_task(work("b", 0.3), name="B")
    print(sorted(t.get_name() for t in asyncio.all_tasks()))
    await a
    print(sorted(t.get_name() for t in asyncio.all_tasks()))
    await b
    print(sorted(t.get_name() for t in asyncio.all_tasks()))

    # current_task inside tasks
    async def who():
        await asyncio.sleep(0)
        return asyncio.current_task().get_name()

    print(await asyncio.gather(asyncio.create_task(who(), name="w1"), asyncio.create_task(who(), name="w2")))
    # set_result / set_exception are refused on tasks
    for m, arg in (("set_result", 1), ("set_exception", ValueError())):
        try:
            getattr(t, m)(arg)
        except RuntimeError as e:
            print("RuntimeError", e)
    # a task runs only once the creating task yields
    order = []

    async def note(v):
        order.append(v)

    asyncio.create_task(note("task"))
    order.append("creator")
    await asyncio.sleep(0)
    print(order)
    # create_task needs a coroutine
    for bad in (1, work, None):
        try:
            asyncio.create_task(bad)
        except TypeError as e:
            print("TypeError", str(e).split(" at 0x")[0])


asyncio.run(main())
try:
    asyncio.current_task()
except RuntimeError as e:
    print("RuntimeError", e)
try:
    asyncio.create_task(work(0))
except RuntimeError as e:
    print("RuntimeError", e)
