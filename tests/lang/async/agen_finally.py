# Cleanup in async generators: finally runs on exhaustion, on aclose, and
# when an async for loop breaks (only if the generator is closed: CPython
# closes it via the loop's asyncgen hooks when the loop shuts down, so this
# file closes explicitly).
import asyncio

log = []


async def resource(name, n):
    log.append("open " + name)
    try:
        for i in range(n):
            yield i
            await asyncio.sleep(0)
    except GeneratorExit:
        log.append("exit " + name)
        raise
    finally:
        await asyncio.sleep(0)
        log.append("close " + name)


async def main():
    async for x in resource("full", 2):
        log.append(x)
    g = resource("broken", 5)
    async for x in g:
        log.append(x)
        if x == 1:
            break
    log.append("after break")
    await g.aclose()
    g = resource("errored", 5)
    try:
        async for x in g:
            raise ValueError("in body")
    except ValueError as e:
        log.append("caught " + str(e))
    await g.aclose()
    g = resource("thrown", 5)
    await g.__anext__()
    try:
        await g.athrow(KeyError("thrown in"))
    except KeyError as e:
        log.append("athrow propagated " + str(e))
    g = resource("unstarted", 5)
    await g.aclose()
    log.append("unstarted closed")
    for entry in log:
        print(entry)


asyncio.run(main())
