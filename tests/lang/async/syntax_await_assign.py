# await cannot be assigned to.
async def f():
    await x = 1
