# technique: tasks that spin on sleep(0) forever: the event loop never runs dry
# expect-error: pysafe.LimitError: instruction limit exceeded
# expect-error: pysafe.LimitError: time limit exceeded
import asyncio


async def spin():
    while True:
        await asyncio.sleep(0)


async def main():
    await asyncio.gather(spin(), spin(), spin())


asyncio.run(main())
