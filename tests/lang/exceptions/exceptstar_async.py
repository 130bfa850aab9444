# except* in coroutines: asyncio.TaskGroup's errors, awaits inside the
# clauses, async generators, naked exceptions from awaited calls.
import asyncio


def show(tag, e):
    print(tag, type(e).__name__, repr(e))


async def fail(delay, exc):
    await asyncio.sleep(delay)
    raise exc


async def succeed(delay, v):
    await asyncio.sleep(delay)
    return v


async def two_failures():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(0.1, ValueError("a")))
            tg.create_task(fail(0.1, TypeError("b")))
            tg.create_task(fail(0.1, ValueError("c")))
    except* ValueError as eg:
        show("V", eg)
        print("  ", eg.message, [str(e) for e in eg.exceptions])
    except* TypeError as eg:
        show("T", eg)


async def one_failure_cancels():
    results = []
    try:
        async with asyncio.TaskGroup() as tg:
            slow = tg.create_task(succeed(1, "slow"))
            tg.create_task(fail(0.1, KeyError("k")))
    except* KeyError as eg:
        show("K", eg)
    print("  slow cancelled:", slow.cancelled())


async def all_succeed():
    try:
        async with asyncio.TaskGroup() as tg:
            ts = [tg.create_task(succeed(i / 10, i)) for i in range(3)]
    except* Exception:
        print("never")
    else:
        print("results", [t.result() for t in ts])


async def await_in_clause():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(0, ValueError("x")))
    except* ValueError as eg:
        print("  before await")
        v = await succeed(0.1, "awaited")
        print("  after await", v, repr(eg))
        try:
            await fail(0, KeyError("inner"))
        except* KeyError as inner:
            show("  inner", inner)
            show("  inner context", inner.exceptions[0].__context__)


async def unhandled_rest():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(0.1, ValueError("v")))
            tg.create_task(fail(0.1, OSError("o")))
    except* ValueError:
        print("  V handled")


async def naked_await():
    try:
        await fail(0, ZeroDivisionError("zero"))
    except* ArithmeticError as eg:
        show("naked", eg)


async def raise_new_in_clause():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(0, ValueError("v")))
    except* ValueError:
        await asyncio.sleep(0)
        raise RuntimeError("after await")


async def agen():
    for i in range(3):
        try:
            if i == 1:
                raise ExceptionGroup("ag", [ValueError(i)])
            yield i
        except* ValueError as eg:
            yield repr(eg)


async def nested_groups():
    async def inner():
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(0, ValueError("deep")))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(inner())
            tg.create_task(fail(0.1, TypeError("shallow")))
    except* ValueError as eg:
        show("nested V", eg)
    except* TypeError as eg:
        show("nested T", eg)


async def main():
    await two_failures()
    await one_failure_cancels()
    await all_succeed()
    await await_in_clause()
    try:
        await unhandled_rest()
    except ExceptionGroup as e:
        show("rest", e)
    await naked_await()
    try:
        await raise_new_in_clause()
    except RuntimeError as e:
        show("new", e)
        show("  context", e.__context__)
    print([x async for x in agen()])
    await nested_groups()
    return "done"


print(asyncio.run(main()))
