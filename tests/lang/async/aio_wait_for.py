# wait_for: a result in time, TimeoutError (the inner task is cancelled),
# timeout None and 0, cancellation of the waiting task, exceptions.
import asyncio

log = []


async def job(name, delay, fail=None):
    try:
        await asyncio.sleep(delay)
    except asyncio.CancelledError:
        log.append(name + " cancelled")
        raise
    if fail:
        raise fail
    return name


async def main():
    print(await asyncio.wait_for(job("fast", 0.1), timeout=1))
    try:
        await asyncio.wait_for(job("slow", 1), timeout=0.1)
    except asyncio.TimeoutError as e:
        print("TimeoutError", type(e).__name__, e.args, log)
    print(asyncio.TimeoutError is TimeoutError)
    print(await asyncio.wait_for(job("none", 0.2), timeout=None))
    try:
        await asyncio.wait_for(job("zero", 0.1), timeout=0)
    except TimeoutError:
        print("timeout 0:", log[-1])
    # timeout 0 on a finished future gives its result
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    f.set_result("ready")
    print(await asyncio.wait_for(f, 0))
    # an exception inside is raised as it is
    try:
        await asyncio.wait_for(job("bad", 0.1, KeyError("inner")), timeout=1)
    except KeyError as e:
        print("KeyError", e)
    # a task keeps running after a timeout? no: it is cancelled
    t = asyncio.create_task(job("task", 1))
    try:
        await asyncio.wait_for(t, 0.1)
    except TimeoutError:
        print("task cancelled:", t.cancelled())
    # shield keeps it running
    t = asyncio.create_task(job("shielded", 0.3))
    try:
        await asyncio.wait_for(asyncio.shield(t), 0.1)
    except TimeoutError:
        print("shielded task still running:", not t.done())
    print(await t)
    # cancelling the task that waits cancels the inner one
    async def outer():
        return await asyncio.wait_for(job("inner of outer", 5), 10)
    o = asyncio.create_task(outer())
    await asyncio.sleep(0.1)
    o.cancel()
    try:
        await o
    except asyncio.CancelledError:
        print("outer cancelled;", log[-1])
    # the inner task catches the cancel and returns a value: wait_for gives it
    async def catches():
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            return "returned after cancel"
    print(await asyncio.wait_for(catches(), 0.1))
    # wait_for on a coroutine that finishes exactly as the timeout would
    print(await asyncio.wait_for(job("quick", 0.01), 0.5))
    print(log)


asyncio.run(main())
