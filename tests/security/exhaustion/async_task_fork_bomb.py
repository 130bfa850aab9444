# technique: every task starts two more before it finishes: exponential tasks
# expect-error: pysafe.LimitError
import asyncio


async def fork():
    asyncio.create_task(fork())
    asyncio.create_task(fork())
    await asyncio.sleep(0)


async def main():
    await fork()
    await asyncio.Event().wait()


asyncio.run(main())
