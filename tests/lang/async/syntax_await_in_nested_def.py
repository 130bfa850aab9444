# await in a plain function nested in an async one.
async def outer(x):
    def inner():
        return await x
    return inner
