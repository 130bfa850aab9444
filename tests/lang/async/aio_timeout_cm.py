# asyncio.timeout() and timeout_at(): the block is cancelled at the
# deadline and TimeoutError raised after it; reschedule, expired, when.
import asyncio


async def main():
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout(0.1) as cm:
            await asyncio.sleep(1)
            print("not here")
    except TimeoutError as e:
        print("TimeoutError", e.args, cm.expired())
    async with asyncio.timeout(1) as cm:
        await asyncio.sleep(0.1)
    print("in time", cm.expired())
    async with asyncio.timeout(None) as cm:
        await asyncio.sleep(0.1)
        print("no deadline", cm.when())
    # reschedule from inside
    try:
        async with asyncio.timeout(None) as cm:
            cm.reschedule(loop.time() + 0.1)
            await asyncio.sleep(1)
    except TimeoutError:
        print("rescheduled deadline hit")
    async with asyncio.timeout(0.1) as cm:
        cm.reschedule(None)
        await asyncio.sleep(0.2)
        print("deadline removed")
    try:
        async with asyncio.timeout_at(loop.time() + 0.1):
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout_at hit")
    # a deadline in the past: the first await is cancelled
    try:
        async with asyncio.timeout(-1):
            print("body starts")
            await asyncio.sleep(0)
            print("not here")
    except TimeoutError:
        print("past deadline")
    # the block catching the cancel itself: no TimeoutError
    async with asyncio.timeout(0.1) as cm:
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("block caught the cancel")
    print("expired:", cm.expired())
    # nested timeouts: the inner one fires first
    try:
        async with asyncio.timeout(1):
            try:
                async with asyncio.timeout(0.1):
                    await asyncio.sleep(2)
            except TimeoutError:
                print("inner timed out")
            await asyncio.sleep(0.1)
            print("outer body continues")
    except TimeoutError:
        print("not here")
    # the outer one fires first
    try:
        async with asyncio.timeout(0.1):
            try:
                async with asyncio.timeout(1):
                    await asyncio.sleep(2)
            except TimeoutError:
                print("not the inner one")
    except TimeoutError:
        print("outer timed out")
    # reschedule errors
    t = asyncio.timeout(1)
    try:
        t.reschedule(2)
    except RuntimeError as e:
        print("RuntimeError", e)
    print(type(t).__name__)


asyncio.run(main())
