# Exceptions in tasks: kept on the task until retrieved, raised by await
# and result(); unawaited failing tasks do not stop the loop; SystemExit
# from a task goes through asyncio.run.
import asyncio


async def fails(exc, delay=0):
    await asyncio.sleep(delay)
    raise exc


async def main():
    t = asyncio.create_task(fails(ValueError("kept")))
    await asyncio.sleep(0.01)
    print(t.done(), repr(t.exception()))
    print(repr(t.exception()))  # can be asked again
    for i in range(2):
        try:
            await t
        except ValueError as e:
            print("await", i, e)
    # a failing task nobody awaits does not disturb the others
    asyncio.create_task(fails(KeyError("ignored")))
    await asyncio.sleep(0.01)
    print("loop still fine")
    # exception chaining inside a task
    async def chained():
        try:
            await fails(KeyError("inner"))
        except KeyError as e:
            raise RuntimeError("outer") from e

    t = asyncio.create_task(chained())
    try:
        await t
    except RuntimeError as e:
        print("RuntimeError", e, "from", repr(e.__cause__))
    # an exception class raised in a task
    t = asyncio.create_task(fails(IndexError))
    try:
        await t
    except IndexError as e:
        print("IndexError", repr(e))
    # the same exception object through two awaiters
    shared = asyncio.create_task(fails(ValueError("shared"), 0.05))

    async def waiter():
        try:
            await shared
        except ValueError as e:
            return e

    a, b = await asyncio.gather(waiter(), waiter())
    print(a is b, a is shared.exception())
    # GeneratorExit / KeyboardInterrupt-free BaseException subclass
    class Custom(BaseException):
        pass

    t = asyncio.create_task(fails(Custom("custom base")))
    try:
        await t
    except Custom as e:
        print("Custom", e)
    # SystemExit leaves asyncio.run
    t = asyncio.create_task(fails(SystemExit(5), 0.01))
    await asyncio.sleep(1)
    print("not reached")


try:
    asyncio.run(main())
except SystemExit as e:
    print("SystemExit", e.code)
