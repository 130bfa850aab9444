# Unbounded recursion through await ends in RecursionError, which can be
# caught; the coroutine machinery still works afterwards.
import asyncio


async def down(n):
    return await down(n + 1)


async def main():
    try:
        await down(0)
    except RecursionError as e:
        print("RecursionError caught")
    async def ok():
        return "still fine"
    print(await ok())


asyncio.run(main())


def drive(c):
    try:
        c.send(None)
    except StopIteration as e:
        return e.value


try:
    drive(down(0))
except RecursionError:
    print("RecursionError without a loop")
