# technique: an async generator that yields forever, consumed by async for
# expect-error: pysafe.LimitError: instruction limit exceeded
# expect-error: pysafe.LimitError: time limit exceeded
import asyncio


async def forever():
    n = 0
    while True:
        yield n
        n += 1


async def main():
    async for x in forever():
        pass


asyncio.run(main())
