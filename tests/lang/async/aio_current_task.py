# current_task in tasks, in the main coroutine, in callbacks (None), and
# get_coro / names through a gather.
import asyncio


async def report(tag):
    t = asyncio.current_task()
    await asyncio.sleep(0)
    return tag, t.get_name(), t is asyncio.current_task()


async def main():
    print(asyncio.current_task().get_name())
    print(await report("direct"))  # awaited inline: the main task
    print(await asyncio.gather(report("g1"), report("g2")))
    t = asyncio.create_task(report("t"), name="explicit")
    print(await t)
    loop = asyncio.get_running_loop()
    seen = []
    loop.call_soon(lambda: seen.append(asyncio.current_task()))
    await asyncio.sleep(0)
    print("in a callback:", seen)
    main_task = asyncio.current_task()
    print(main_task.get_coro().__name__, main_task in asyncio.all_tasks())
    # current_task(loop) with the loop given
    print(asyncio.current_task(loop) is main_task)


asyncio.run(main())
