# TaskGroup (3.11), the success path: the block waits for every task,
# tasks created inside tasks, results, names, errors of misuse. (Its error
# path raises an ExceptionGroup: see aio_taskgroup_errors.py)
import asyncio
import re

log = []


async def job(name, delay):
    await asyncio.sleep(delay)
    log.append(name)
    return name.upper()


async def main():
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(job("a", 0.2))
        t2 = tg.create_task(job("b", 0.1), name="named-b")
        log.append("block end")
    print(log, t1.result(), t2.result(), t2.get_name())
    log.clear()
    # tasks that add tasks to the group
    async with asyncio.TaskGroup() as tg:
        async def spawner():
            await asyncio.sleep(0.05)
            tg.create_task(job("spawned", 0.1))
            return "spawner"
        s = tg.create_task(spawner())
    print(log, s.result())
    log.clear()
    # an empty group
    async with asyncio.TaskGroup():
        pass
    print("empty group ok")
    # results gathered after the block
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(job(str(i), 0.01 * (5 - i))) for i in range(5)]
    print([t.result() for t in tasks], log)
    log.clear()
    # misuse
    tg = asyncio.TaskGroup()
    print(re.sub(r"0x[0-9a-f]+", "", repr(tg)))
    c = job("x", 0)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print("RuntimeError", e)
    c.close()
    async with tg:
        pass
    c = job("y", 0)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print("RuntimeError", e)
    c.close()
    try:
        async with tg:
            pass
    except RuntimeError as e:
        print("RuntimeError", e)
    # an exception in the block's body with no tasks: raised as is? no: grouped
    # (not tested here: ExceptionGroup). The body returning a value:
    async def in_function():
        async with asyncio.TaskGroup() as g:
            g.create_task(job("f", 0.05))
            return "returned from the block"
    print(await in_function(), log)


asyncio.run(main())
