# technique: a coroutine that awaits itself, and a task that awaits itself, in a loop
# expect-error: pysafe.LimitError: instruction limit exceeded
# expect-error: pysafe.LimitError: time limit exceeded
import asyncio


async def selfish():
    await me


async def task_selfish():
    await asyncio.sleep(0)
    await asyncio.current_task()


async def main():
    global me
    while True:
        me = selfish()
        try:
            await me
        except ValueError:
            pass  # coroutine already executing
        t = asyncio.create_task(task_selfish())
        try:
            await t
        except RuntimeError:
            pass  # Task cannot await on itself


asyncio.run(main())
