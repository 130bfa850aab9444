# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Tasks that start tool calls from inside other tasks (fan-out / fan-in),
# and a task group of tool calls whose results feed a second group.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def branch(name, depth):
    if depth == 0:
        return [await visit(name, delay=0.01)]
    parts = await asyncio.gather(branch(name + "L", depth - 1), branch(name + "R", depth - 1))
    return parts[0] + parts[1]


async def main():
    print(await branch("r", 3))
    async with asyncio.TaskGroup() as tg:
        firsts = [tg.create_task(echo(i, delay=0.01 * i)) for i in range(4)]
    async with asyncio.TaskGroup() as tg:
        seconds = [tg.create_task(total([f.result(), 10], delay=0.01)) for f in firsts]
    print([s.result() for s in seconds])


asyncio.run(main())
