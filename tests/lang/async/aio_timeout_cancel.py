# Cancels and timeouts together: a cancel from outside inside a timeout()
# block stays a CancelledError; wait_for around a task cancelled from
# outside; expired() after each case.
import asyncio


async def main():
    async def guarded():
        async with asyncio.timeout(10) as cm:
            try:
                await asyncio.sleep(5)
            finally:
                guarded.cm = cm

    t = asyncio.create_task(guarded())
    await asyncio.sleep(0.1)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("outside cancel stays CancelledError; expired:", guarded.cm.expired())
    except TimeoutError:
        print("wrong: TimeoutError")

    # the deadline hits while the task was also cancelled from outside
    async def both():
        async with asyncio.timeout(0.1):
            asyncio.current_task().cancel()
            await asyncio.sleep(1)

    t = asyncio.create_task(both())
    try:
        await t
    except asyncio.CancelledError:
        print("own cancel wins")
    except TimeoutError:
        print("TimeoutError")

    # wait_for: the inner task cancelled by someone else
    inner = asyncio.create_task(asyncio.sleep(5))

    async def canceller():
        await asyncio.sleep(0.1)
        inner.cancel()

    asyncio.create_task(canceller())
    try:
        await asyncio.wait_for(inner, 1)
    except asyncio.CancelledError:
        print("wait_for saw the inner cancel")
    except TimeoutError:
        print("wrong: TimeoutError")

    # TimeoutError's cause is the CancelledError
    try:
        async with asyncio.timeout(0.05):
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("cause:", type(e.__cause__).__name__)
    try:
        await asyncio.wait_for(asyncio.sleep(1), 0.05)
    except TimeoutError as e:
        print("wait_for cause:", type(e.__cause__).__name__)
    # a timeout entered twice
    cm = asyncio.timeout(1)
    async with cm:
        pass
    try:
        async with cm:
            pass
    except RuntimeError as e:
        print("RuntimeError", e)
    print(repr(cm))


asyncio.run(main())
