# sleep on the loop's clock: tasks wake in the order of their deadlines;
# sleep(0) lets every ready task run once, round robin; sleep's result.
import asyncio

log = []


async def sleeper(name, delays):
    for d in delays:
        await asyncio.sleep(d)
        log.append(name)


async def spinner(name, n):
    for i in range(n):
        log.append("%s%d" % (name, i))
        await asyncio.sleep(0)


async def main():
    await asyncio.gather(sleeper("a", [0.3]), sleeper("b", [0.1]), sleeper("c", [0.2]))
    print(log)
    log.clear()
    await asyncio.gather(sleeper("x", [0.1, 0.1, 0.1]), sleeper("y", [0.25, 0.1]))
    print(log)
    log.clear()
    await asyncio.gather(spinner("p", 3), spinner("q", 2), spinner("r", 4))
    print(log)
    log.clear()
    # sleep(0) versus a sleeping task
    await asyncio.gather(spinner("s", 3), sleeper("t", [0.1]))
    print(log)
    log.clear()
    print(await asyncio.sleep(0.05, result="sleep result"))
    print(await asyncio.sleep(0, "zero result"))
    print(await asyncio.sleep(-1, "negative delay"))
    # sleeping in a loop while another task counts
    counter = [0]

    async def count():
        while True:
            counter[0] += 1
            await asyncio.sleep(0.01)

    t = asyncio.create_task(count())
    await asyncio.sleep(0.2)
    t.cancel()
    print("count ran at least 5 times:", counter[0] >= 5)
    # a sleep cancelled in the middle
    s = asyncio.create_task(asyncio.sleep(10, "never"))
    await asyncio.sleep(0.1)
    s.cancel()
    try:
        await s
    except asyncio.CancelledError:
        print("sleep cancelled")
    # a wrong delay type
    try:
        await asyncio.sleep("1")
    except TypeError as e:
        print("TypeError", e)


asyncio.run(main())
