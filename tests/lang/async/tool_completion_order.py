# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# The order in which async tool calls finish follows their delays (real
# time at the host, sleep in python3): as_completed and wait see it.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def main():
    calls_ = [visit(tag, delay=d) for tag, d in (("slow", 0.4), ("fast", 0.1), ("mid", 0.25))]
    for f in asyncio.as_completed(calls_):
        print(await f)
    tasks = [asyncio.create_task(visit(tag, delay=d), name=tag) for tag, d in (("x", 0.3), ("y", 0.05))]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.get_name() for t in done), sorted(t.get_name() for t in pending))
    done, pending = await asyncio.wait(pending)
    print(sorted(t.result() for t in done), pending)
    # tasks that log as they finish
    log = []

    async def job(tag, d):
        log.append("start " + tag)
        r = await visit(tag, delay=d)
        log.append("end " + tag)
        return r

    await asyncio.gather(job("a", 0.3), job("b", 0.1), job("c", 0.2))
    print(log)


asyncio.run(main())
