# An async generator used as a two-way coroutine with asend: a running
# average, a state machine; and async generators consumed by tasks.
import asyncio


async def averager():
    total = 0
    count = 0
    average = None
    while True:
        value = yield average
        await asyncio.sleep(0)
        total += value
        count += 1
        average = total / count


async def traffic_light():
    states = ["green", "yellow", "red"]
    i = 0
    while True:
        cmd = yield states[i]
        if cmd == "next":
            i = (i + 1) % 3
        elif cmd == "reset":
            i = 0


async def ticker(name, n, delay):
    for i in range(n):
        await asyncio.sleep(delay)
        yield "%s%d" % (name, i)


async def main():
    avg = averager()
    print(await avg.asend(None))
    for v in (10, 20, 30, 40):
        print(await avg.asend(v))
    await avg.aclose()
    light = traffic_light()
    print(await light.__anext__())
    print([await light.asend(c) for c in ("next", "next", "stay", "next", "next", "reset")])
    await light.aclose()
    merged = []

    async def drain(agen):
        async for item in agen:
            merged.append(item)

    await asyncio.gather(drain(ticker("a", 3, 0.1)), drain(ticker("b", 2, 0.25)))
    print(merged)


asyncio.run(main())
