# async with: __aenter__'s awaited value bound by `as`, __aexit__ awaited
# with the exception triple, several managers, nesting.
import asyncio

log = []


class Res:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        await asyncio.sleep(0)
        log.append("enter " + self.name)
        return self.name.upper()

    async def __aexit__(self, et, ev, tb):
        await asyncio.sleep(0)
        # (the traceback is None in pysafe: docs/language.md)
        log.append("exit %s %s %s" % (self.name, et.__name__ if et else None, ev))
        if et is None:
            log.append("no traceback: %s" % (tb is None))
        return self.suppress


def flush():
    for line in log:
        print(line)
    log.clear()
    print("--")


async def main():
    async with Res("a") as a:
        log.append("body " + a)
    flush()
    async with Res("a") as a, Res("b") as b:
        log.append("body %s %s" % (a, b))
    flush()
    async with (Res("p") as p, Res("q")):
        log.append("parenthesised " + p)
    flush()
    async with Res("outer"):
        async with Res("inner") as i:
            log.append("nested " + i)
    flush()
    try:
        async with Res("err"):
            raise ValueError("inside")
    except ValueError as e:
        log.append("propagated " + str(e))
    flush()
    async with Res("sup", suppress=True):
        raise KeyError("swallowed")
    log.append("after suppression")
    flush()
    try:
        async with Res("o"), Res("s", suppress=True), Res("i"):
            raise IndexError("middle swallows")
        log.append("after")
    except IndexError:
        log.append("not here")
    flush()
    # targets: attribute, subscript, tuple
    class NS:
        pass
    ns = NS()
    d = {}
    async with Res("attr") as ns.value, Res("item") as d["k"]:
        pass
    log.append("%s %s" % (ns.value, d))

    class Pair:
        async def __aenter__(self):
            return (1, [2, 3])

        async def __aexit__(self, *a):
            return None
    async with Pair() as (x, [y, z]):
        log.append("unpacked %d %d %d" % (x, y, z))
    flush()


asyncio.run(main())
