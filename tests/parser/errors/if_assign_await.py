async def f():
    if await x = 1:
        pass
