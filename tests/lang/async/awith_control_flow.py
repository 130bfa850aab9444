# return, break and continue through async with: __aexit__ runs with
# (None, None, None) each time, in the right order.
import asyncio

log = []


class CM:
    def __init__(self, tag):
        self.tag = tag

    async def __aenter__(self):
        log.append("enter %s" % self.tag)
        return self

    async def __aexit__(self, *exc):
        await asyncio.sleep(0)
        log.append("exit %s %s" % (self.tag, exc))


async def ret():
    async with CM("r"):
        return "returned"


async def ret_nested():
    async with CM("outer"):
        async with CM("inner"):
            return "from inner"


async def loop():
    for i in range(4):
        async with CM(i):
            if i == 1:
                continue
            if i == 3:
                break
            log.append("body %d" % i)
    return "loop done"


async def in_finally():
    try:
        async with CM("f"):
            return "try"
    finally:
        log.append("finally")


async def while_loop():
    n = 0
    while True:
        async with CM("w%d" % n):
            n += 1
            if n == 2:
                break
    return n


async def main():
    for f in (ret, ret_nested, loop, in_finally, while_loop):
        r = await f()
        print(f.__name__, r)
        for line in log:
            print("  " + line)
        log.clear()


asyncio.run(main())
