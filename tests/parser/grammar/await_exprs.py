async def f():
    x = await a
    y = await a.b()
    return [await z for z in q]
