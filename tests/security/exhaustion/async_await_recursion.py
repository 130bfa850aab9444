# technique: unbounded recursion through await inside a task
# expect-error: RecursionError: maximum recursion depth exceeded
import asyncio


async def down(n):
    return await down(n + 1)


asyncio.run(down(0))
