# A periodic job scheduler on the loop's clock: jobs with intervals, a
# stop event, and the run log in time order (no clock values printed).
# The intervals keep every tick at least 0.09 s from any other and from
# the stop: python3's real clock drifts at each wait, more on a busy
# machine (0.03 s was not enough there).
import asyncio


async def periodic(name, interval, stop, log):
    n = 0
    while not stop.is_set():
        try:
            await asyncio.wait_for(stop.wait(), interval)
        except TimeoutError:
            n += 1
            log.append("%s#%d" % (name, n))
    return name, n


async def main():
    stop = asyncio.Event()
    log = []
    jobs = [asyncio.create_task(periodic(n, i, stop, log)) for n, i in (("fast", 0.3), ("slow", 1.11), ("mid", 0.69))]
    await asyncio.sleep(1.68)
    stop.set()
    print(await asyncio.gather(*jobs))
    print(log)


asyncio.run(main())
