# technique: a loop scheduling ever more timers and call_soon callbacks that reschedule themselves
# expect-error: pysafe.LimitError
import asyncio


def again(loop, n):
    loop.call_soon(again, loop, n + 1)
    loop.call_later(n, again, loop, n + 1)


async def main():
    loop = asyncio.get_running_loop()
    again(loop, 0)
    await asyncio.Event().wait()


asyncio.run(main())
