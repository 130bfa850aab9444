# aclose() on an async generator that yields in response to GeneratorExit:
# RuntimeError; one that awaits during cleanup is fine.
import asyncio


async def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "again"


async def stubborn_finally():
    try:
        yield 1
    finally:
        yield "in finally"


async def polite():
    try:
        yield 1
    finally:
        await asyncio.sleep(0)
        print("polite cleanup awaited")


async def raiser():
    try:
        yield 1
    except GeneratorExit:
        raise KeyError("during close")


async def main():
    for make in (stubborn, stubborn_finally, polite, raiser):
        g = make()
        print(make.__name__, await g.__anext__())
        try:
            print("aclose ->", await g.aclose())
        except RuntimeError as e:
            print(type(e).__name__, e)
        except KeyError as e:
            print("KeyError", e)

    # athrow that makes it yield again is fine (athrow returns the value)
    g = stubborn()
    await g.__anext__()
    print(await g.athrow(GeneratorExit))
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("then it ended")


asyncio.run(main())
