# __anext__(), asend(), athrow(), aclose() awaited directly, and their
# awaitables driven by hand with send/throw.
import asyncio


async def echo():
    received = []
    try:
        while True:
            try:
                v = yield len(received)
                received.append(v)
            except ValueError as e:
                received.append("VE:" + str(e))
                yield "handled"
    finally:
        print("echo finally", received)


async def main():
    g = echo()
    print(await g.__anext__())
    print(await g.asend("a"))
    print(await g.asend("b"))
    print(await g.athrow(ValueError("x")))
    print(await g.__anext__())
    print(await g.aclose())
    try:
        await g.__anext__()
    except StopAsyncIteration as e:
        print("StopAsyncIteration", repr(e))
    try:
        await g.asend(1)
    except StopAsyncIteration:
        print("asend after close: StopAsyncIteration")
    print(await g.aclose())
    try:
        # 3.11: the await gives None (3.12 raises StopAsyncIteration)
        print("athrow after close ->", await g.athrow(KeyError("late")))
    except StopAsyncIteration:
        print("athrow after close: StopAsyncIteration")
    except KeyError as e:
        print("athrow after close:", repr(e))


asyncio.run(main())


async def simple():
    yield 1
    yield 2


# driving the awaitables without an event loop
g = simple()
n = g.__anext__()
try:
    n.send(None)
except StopIteration as e:
    print("first via send", e.value)
n = g.asend(None)
try:
    next(n)
except StopIteration as e:
    print("second via next", e.value)
n = g.__anext__()
try:
    n.send(None)
except StopAsyncIteration:
    print("exhausted")

# asend with a non-None value to a just-started async generator
g = simple()
try:
    g.asend(5).send(None)
except TypeError as e:
    print(type(e).__name__, e)

# athrow on a fresh async generator: it is raised at once
g = simple()
try:
    g.athrow(ValueError("fresh")).send(None)
except ValueError as e:
    print("fresh athrow", e)
try:
    g.__anext__().send(None)
except StopAsyncIteration:
    print("fresh athrow closed it")

# aclose on a fresh one
g = simple()
try:
    g.aclose().send(None)
except StopIteration:
    print("fresh aclose: StopIteration")
try:
    g.__anext__().send(None)
except StopAsyncIteration:
    print("closed")
