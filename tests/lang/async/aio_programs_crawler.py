# A simulated crawler: a fake site with latencies, a visited set, a
# bounded number of concurrent fetches, and a breadth-first result.
import asyncio

SITE = {
    "/": (["/a", "/b", "/c"], 0.3),
    "/a": (["/a/1", "/a/2", "/"], 0.1),
    "/b": (["/b/1"], 0.2),
    "/c": ([], 0.05),
    "/a/1": (["/c"], 0.15),
    "/a/2": ([], 0.25),
    "/b/1": (["/missing"], 0.1),
}


async def get(path):
    if path not in SITE:
        await asyncio.sleep(0.01)
        raise LookupError("404 " + path)
    links, latency = SITE[path]
    await asyncio.sleep(latency)
    return links


async def crawl(start, limit):
    sem = asyncio.Semaphore(limit)
    seen = {start}
    order = []
    errors = []

    async def visit(path, depth):
        async with sem:
            try:
                links = await get(path)
            except LookupError as e:
                errors.append(str(e))
                return
        order.append((depth, path))
        new = [l for l in links if l not in seen]
        seen.update(new)
        await asyncio.gather(*(visit(l, depth + 1) for l in new))

    await visit(start, 0)
    return order, sorted(seen), errors


async def main():
    order, seen, errors = await crawl("/", 2)
    for depth, path in order:
        print("  " * depth + path)
    print(seen)
    print(errors)


asyncio.run(main())
