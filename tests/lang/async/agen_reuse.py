# The awaitables of asend/athrow/aclose can be used once; an async
# generator cannot be resumed by two awaitables at once.
import asyncio


async def slow():
    await asyncio.sleep(0.01)
    yield 1
    await asyncio.sleep(0.01)
    yield 2


async def main():
    g = slow()
    n = g.__anext__()
    print(await n)
    try:
        await n
    except RuntimeError as e:
        print(type(e).__name__, e)
    t = g.athrow(ValueError("v"))
    try:
        await t
    except ValueError as e:
        print("athrow raised", e)
    try:
        await t
    except RuntimeError as e:
        print(type(e).__name__, e)
    c = g.aclose()
    await c
    try:
        await c
    except RuntimeError as e:
        print(type(e).__name__, e)

    # two __anext__ awaitables running at once
    g = slow()
    first = asyncio.ensure_future(g.__anext__())
    await asyncio.sleep(0)
    try:
        await g.__anext__()
    except RuntimeError as e:
        print(type(e).__name__, e)
    print(await first)
    # athrow / aclose while it runs
    pending = asyncio.ensure_future(g.__anext__())
    await asyncio.sleep(0)
    for make in (lambda: g.athrow(KeyError), g.aclose):
        try:
            await make()
        except RuntimeError as e:
            print(type(e).__name__, e)
    print(await pending)


asyncio.run(main())
