import asyncio
async def agen(n):
    for i in range(n):
        yield i
        await asyncio.sleep(0)
async def job(i):
    v = await aecho_later(i)
    w = await aecho(v)
    return w
class CM:
    async def __aenter__(self):
        return self
    async def __aexit__(self, *a):
        return False
async def main():
    r = await asyncio.gather(*(job(i) for i in range(3)), return_exceptions=True)
    t = asyncio.create_task(aecho_later("x"))
    await asyncio.sleep(0)
    t.cancel()
    async with CM():
        out = [x async for x in agen(3)]
    try:
        await asyncio.wait_for(aecho_later(5), timeout=1)
    except TimeoutError:
        pass
    return r, out
print(asyncio.run(main()))
r = await asyncio.gather(aecho(1), aecho_later(2))
