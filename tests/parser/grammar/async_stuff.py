async def f():
    await x
    async for a in b:
        pass
    async with a as b:
        pass
    [x async for x in y]
    await f(x)
