async def f():
    await x
    async for a in b:
        pass
    else:
        pass
    async with a as b, c:
        pass
    async with (a as b, c as d):
        pass
    [x async for x in y]
    {x: y async for x, y in z}
    (x async for x in y)
    await (await x)
    return await f() + await g()
    async for (a, b) in c: pass
    yield await x
async def g(): yield
async def h(): await asyncio.sleep(0)
