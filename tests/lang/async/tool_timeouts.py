# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Timeouts around tool calls that finish in time (a host call takes no
# time on pysafe's clock, so only generous deadlines are comparable), and
# sleeps mixed with calls.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def main():
    print(await asyncio.wait_for(echo("in time", delay=0.05), timeout=30))
    async with asyncio.timeout(30):
        print(await visit("inside timeout", delay=0.05))
    done, pending = await asyncio.wait([asyncio.create_task(echo(i, delay=0.01)) for i in range(3)], timeout=30)
    print(sorted(t.result() for t in done), len(pending))
    # a timeout that hits a sleep, not the tool call
    try:
        async with asyncio.timeout(0.5):
            await echo("before the sleep", delay=0.01)
            await asyncio.sleep(10)
    except TimeoutError:
        print("the sleep timed out")
    # shield around a tool call
    print(await asyncio.shield(echo("shielded", delay=0.01)))
    # sleeps before and after calls keep their order
    log = []

    async def step(tag, pause):
        await asyncio.sleep(pause)
        log.append(tag + " woke")
        log.append(await echo(tag, delay=0.01))

    await asyncio.gather(step("late", 1.0), step("early", 0.1))
    print(log)


asyncio.run(main())
