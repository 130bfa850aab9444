# Async generators as methods: __aiter__ written as an async generator
# method, generator methods with state, and async iteration protocols on
# user classes used by async comprehensions.
import asyncio


class Store:
    def __init__(self, rows):
        self.rows = rows

    async def __aiter__(self):
        for r in self.rows:
            await asyncio.sleep(0)
            yield r

    async def where(self, pred):
        async for r in self:
            if pred(r):
                yield r


class Paginated:
    def __init__(self, total, page):
        self.total = total
        self.page = page
        self.fetches = 0

    async def _fetch(self, start):
        self.fetches += 1
        await asyncio.sleep(0.01)
        return list(range(start, min(start + self.page, self.total)))

    async def items(self):
        start = 0
        while start < self.total:
            for item in await self._fetch(start):
                yield item
            start += self.page


async def main():
    s = Store([{"n": 1}, {"n": 2}, {"n": 3}])
    print([r["n"] async for r in s])
    print([r async for r in s.where(lambda r: r["n"] != 2)])
    print(type(s.__aiter__()).__name__, s.where.__qualname__)
    p = Paginated(10, 4)
    got = [i async for i in p.items()]
    print(got, p.fetches)
    # stopping early fetches fewer pages
    p = Paginated(100, 10)
    g = p.items()
    async for i in g:
        if i == 15:
            break
    await g.aclose()
    print(p.fetches)


asyncio.run(main())
