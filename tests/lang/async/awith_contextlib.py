# contextlib's async helpers: asynccontextmanager (enter/exit order,
# exceptions into the generator, suppression, misuse errors, as a
# decorator), aclosing, nullcontext in async with.
import asyncio
import contextlib

log = []


@contextlib.asynccontextmanager
async def resource(name):
    await asyncio.sleep(0)
    log.append("open " + name)
    try:
        yield name.upper()
    finally:
        await asyncio.sleep(0)
        log.append("close " + name)


@contextlib.asynccontextmanager
async def swallow(kind):
    try:
        yield
    except kind as e:
        log.append("swallowed %r" % (e,))


@contextlib.asynccontextmanager
async def no_yield():
    if False:
        yield


@contextlib.asynccontextmanager
async def two_yields():
    yield 1
    yield 2


@contextlib.asynccontextmanager
async def transform():
    try:
        yield
    except KeyError as e:
        raise ValueError("transformed %s" % e) from e


def flush():
    for line in log:
        print(line)
    log.clear()
    print("--")


async def main():
    async with resource("a") as r:
        log.append("body " + r)
    flush()
    try:
        async with resource("b"):
            raise KeyError("body error")
    except KeyError as e:
        log.append("propagated %s" % e)
    flush()
    async with swallow(ZeroDivisionError):
        1 / 0
    log.append("after swallow")
    try:
        async with swallow(ZeroDivisionError):
            raise IndexError("not swallowed")
    except IndexError:
        log.append("IndexError passed")
    flush()
    for cm in (no_yield(), two_yields()):
        try:
            async with cm:
                pass
        except RuntimeError as e:
            print("RuntimeError", e)
    try:
        async with transform():
            raise KeyError("k")
    except ValueError as e:
        print("ValueError", e, "cause", repr(e.__cause__))
    # StopAsyncIteration from the body is not swallowed by the machinery
    try:
        async with resource("s"):
            raise StopAsyncIteration("from body")
    except StopAsyncIteration as e:
        log.append("StopAsyncIteration passed: %s" % e)
    flush()

    # as a decorator: each call gets a fresh manager
    @resource("decorated")
    async def work(x):
        log.append("work %d" % x)
        return x * 2

    print(await work(1), await work(2))
    flush()

    # aclosing closes the async generator at the end of the block
    async def gen():
        try:
            for i in range(10):
                yield i
        finally:
            log.append("gen closed")

    async with contextlib.aclosing(gen()) as g:
        async for x in g:
            if x == 2:
                break
    log.append("after aclosing")
    flush()
    async with contextlib.nullcontext("null value") as v:
        print(v)
    with contextlib.nullcontext(5) as v:
        print(v)
    print(work.__name__, resource.__name__)


asyncio.run(main())
