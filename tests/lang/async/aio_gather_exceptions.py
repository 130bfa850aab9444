# gather with failing children: the first exception propagates, the other
# children keep running; return_exceptions=True returns them in place.
import asyncio

log = []


async def ok(name, delay):
    await asyncio.sleep(delay)
    log.append("ok " + name)
    return name


async def bad(name, delay, exc):
    await asyncio.sleep(delay)
    log.append("raise " + name)
    raise exc


async def main():
    try:
        await asyncio.gather(ok("a", 0.1), bad("b", 0.2, ValueError("b failed")),
                             bad("c", 0.3, KeyError("c")), ok("d", 0.4))
    except ValueError as e:
        print("first error:", e, log)
    await asyncio.sleep(0.5)
    print("later:", log)
    log.clear()
    r = await asyncio.gather(ok("a", 0.1), bad("b", 0.2, ValueError("b")),
                             bad("c", 0.05, KeyError("c")), return_exceptions=True)
    print([type(x).__name__ + ":" + str(x) for x in r])
    print(log)
    # an exception in a child raised before its first await
    async def immediate():
        raise IndexError("at once")
    try:
        await asyncio.gather(immediate(), ok("x", 0.1))
    except IndexError as e:
        print("IndexError", e)
    # return_exceptions with BaseException subclasses other than cancel
    async def exits():
        raise SystemExit(2)
    try:
        r = await asyncio.gather(exits(), ok("y", 0.01), return_exceptions=True)
        print("gathered", [type(x).__name__ for x in r])
    except SystemExit as e:
        print("SystemExit", e)


try:
    asyncio.run(main())
except SystemExit as e:
    print("SystemExit escaped asyncio.run:", e)
