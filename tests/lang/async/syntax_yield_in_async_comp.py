# yield inside an async comprehension.
async def f(src):
    return [(yield x) async for x in src]
