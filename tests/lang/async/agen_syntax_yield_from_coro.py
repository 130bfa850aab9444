# 'yield from' in a coroutine without yield is a SyntaxError too.
async def f(x):
    r = yield from x
    return r
