# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Async tool calls inside async generators, async comprehensions, async
# with blocks and class methods.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def prices(items):
    for item in items:
        try:
            row = await fetch(item, delay=0.01)
        except KeyError:
            continue
        yield item, row["price"]


class Session:
    def __init__(self, name):
        self.name = name
        self.log = []

    async def __aenter__(self):
        self.log.append(await echo("open " + self.name, delay=0.01))
        return self

    async def __aexit__(self, et, ev, tb):
        self.log.append(await echo("close " + self.name, delay=0.01))
        return False

    async def get(self, key):
        return await fetch(key, delay=0.01)


async def main():
    async for item, price in prices(["fig", "kiwi", "apple"]):
        print(item, price)
    print([p async for _, p in prices(["plum", "pear"])])
    print({item: await echo(item.upper(), delay=0.01) for item in ("a", "b")})
    print([await echo(x, delay=0.01) async for _, x in prices(["fig"])])
    async with Session("s1") as s:
        print((await s.get("pear"))["stock"])
    print(s.log)
    try:
        async with Session("s2") as s:
            await s.get("durian")
    except KeyError as e:
        print("KeyError", e, s.log)
    # several generators consumed concurrently
    async def consume(items):
        return [x async for x in prices(items)]

    print(await asyncio.gather(consume(["apple", "fig"]), consume(["plum"])))


asyncio.run(main())
