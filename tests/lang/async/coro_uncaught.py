# An uncaught exception from asyncio.run ends the script like any other:
# the last stderr line and the exit code are CPython's.
import asyncio


async def inner(n):
    await asyncio.sleep(0)
    if n == 0:
        raise ValueError("the bottom was reached")
    return await inner(n - 1)


async def main():
    print("before")
    await inner(3)
    print("not reached")


asyncio.run(main())
