# Cancelling tasks: cancel() before the task starts, while it sleeps, after
# it is done; messages; a task that catches CancelledError and goes on;
# cancelled(), exception() and result() of a cancelled task.
import asyncio


async def sleeper(delay, tag):
    try:
        await asyncio.sleep(delay)
        return tag
    except asyncio.CancelledError as e:
        print(tag, "got CancelledError", e.args)
        raise


async def stubborn():
    try:
        await asyncio.sleep(1)
    except asyncio.CancelledError:
        print("stubborn ignores the cancel")
    await asyncio.sleep(0.1)
    return "finished anyway"


async def main():
    t = asyncio.create_task(sleeper(1, "unstarted"))
    print("cancel before start ->", t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print("await raised CancelledError")
    print(t.cancelled(), t.done())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result() raised CancelledError", e.args)
    try:
        t.exception()
    except asyncio.CancelledError:
        print("exception() raised CancelledError")

    t = asyncio.create_task(sleeper(1, "sleeping"))
    await asyncio.sleep(0.1)
    print("cancel while sleeping ->", t.cancel("with a message"))
    try:
        await t
    except asyncio.CancelledError as e:
        print("await:", e.args)
    print("cancel after done ->", t.cancel())

    t = asyncio.create_task(stubborn())
    await asyncio.sleep(0.1)
    t.cancel()
    print(await t, t.cancelled())

    # cancelling twice before it runs
    t = asyncio.create_task(sleeper(1, "twice"))
    print(t.cancel(), t.cancel(), t.cancelling())
    try:
        await t
    except asyncio.CancelledError:
        print("twice cancelled")

    # uncancel
    t = asyncio.create_task(sleeper(1, "uncancel"))
    t.cancel()
    print("cancelling", t.cancelling(), "uncancel ->", t.uncancel())
    try:
        await t
    except asyncio.CancelledError:
        print("still cancelled after uncancel")

    # a task cancelling itself
    async def self_cancel():
        asyncio.current_task().cancel()
        try:
            await asyncio.sleep(0)
        except asyncio.CancelledError:
            return "caught own cancel"
    print(await asyncio.create_task(self_cancel()))

    # CancelledError is a BaseException, not an Exception
    print(issubclass(asyncio.CancelledError, Exception), issubclass(asyncio.CancelledError, BaseException))

    # except Exception does not catch a cancel
    async def broad():
        try:
            await asyncio.sleep(1)
        except Exception:
            print("not here")
    t = asyncio.create_task(broad())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("except Exception let it through")


asyncio.run(main())
