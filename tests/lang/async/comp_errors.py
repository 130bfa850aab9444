# Errors inside async comprehensions propagate; the async generator being
# iterated sees the error as any consumer would leave it.
import asyncio


async def arange(n):
    for i in range(n):
        yield i


async def boom(x):
    if x == 2:
        raise ValueError("boom at %d" % x)
    return x


async def main():
    try:
        print([await boom(x) async for x in arange(5)])
    except ValueError as e:
        print("caught", e)
    try:
        print({x: 1 / x async for x in arange(3)})
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    try:
        print([x async for x in arange(3) if x.missing])
    except AttributeError as e:
        print("AttributeError", e)
    try:
        print([x async for x in 5])
    except TypeError as e:
        print("TypeError", e)
    try:
        print([y async for x in arange(2) async for y in x])
    except TypeError as e:
        print("TypeError", e)

    async def failing_gen():
        yield 1
        raise KeyError("in generator")

    try:
        print([x async for x in failing_gen()])
    except KeyError as e:
        print("KeyError", e)


asyncio.run(main())
