# technique: a million tasks created at once, each waiting forever on the event loop
# expect-error: pysafe.LimitError
import asyncio


async def forever():
    await asyncio.Event().wait()


async def main():
    tasks = [asyncio.create_task(forever()) for _ in range(1000000)]
    await asyncio.gather(*tasks)


asyncio.run(main())
