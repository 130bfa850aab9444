# The common cleanup pattern: catch CancelledError, await some cleanup,
# re-raise with a bare raise; finally blocks that await; nested handlers.
import asyncio

log = []


async def cleanup(tag):
    await asyncio.sleep(0.01)
    log.append("cleaned " + tag)


async def worker(tag):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        log.append("cancel seen by " + tag)
        await cleanup(tag)
        raise


async def worker_finally(tag):
    try:
        await asyncio.sleep(10)
    finally:
        await cleanup(tag)
        log.append("finally done " + tag)


async def worker_nested(tag):
    try:
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            try:
                await cleanup(tag)
                raise KeyError("during cleanup")
            except KeyError as e:
                log.append("inner handled " + str(e))
                await asyncio.sleep(0)
            raise
    except asyncio.CancelledError as e:
        log.append("outer sees CancelledError again " + str(e.args))
        raise


async def main():
    for make in (worker, worker_finally, worker_nested):
        t = asyncio.create_task(make(make.__name__))
        await asyncio.sleep(0.1)
        t.cancel("stop " + make.__name__)
        try:
            await t
        except asyncio.CancelledError as e:
            log.append("task cancelled: %s" % (t.cancelled(),))
    # the exception being handled in a task survives awaits inside the handler
    async def handler_awaits():
        try:
            raise ValueError("original")
        except ValueError:
            await asyncio.sleep(0.01)
            await asyncio.sleep(0)
            raise
    try:
        await asyncio.create_task(handler_awaits())
    except ValueError as e:
        log.append("re-raised " + str(e))
    for line in log:
        print(line)


asyncio.run(main())
