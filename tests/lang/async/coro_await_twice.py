# An awaited coroutine cannot be awaited again; a coroutine suspended in an
# await cannot be awaited by someone else at the same time.
import asyncio


async def value():
    return 7


async def slow():
    await asyncio.sleep(0.01)
    return "slow"


async def main():
    c = value()
    print(await c)
    try:
        await c
    except RuntimeError as e:
        print(type(e).__name__, e)
    try:
        c.send(None)
    except RuntimeError as e:
        print(type(e).__name__, e)

    # the same coroutine in two awaiting places at once
    s = slow()

    async def waiter(tag):
        try:
            return tag, await s
        except RuntimeError as e:
            return tag, type(e).__name__ + ": " + str(e)

    t1 = asyncio.create_task(waiter("first"))
    await asyncio.sleep(0)
    t2 = asyncio.create_task(waiter("second"))
    print(await t2)
    print(await t1)

    # a coroutine that raised cannot be awaited again either
    async def bad():
        raise ValueError("bad")

    b = bad()
    try:
        await b
    except ValueError as e:
        print("first", e)
    try:
        await b
    except RuntimeError as e:
        print(type(e).__name__, e)

    # a closed coroutine
    d = value()
    d.close()
    try:
        await d
    except RuntimeError as e:
        print(type(e).__name__, e)


asyncio.run(main())
