# await in a lambda inside an async function: the lambda is not async.
async def f(x):
    g = lambda: await x
    return g
