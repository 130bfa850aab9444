# 'yield from' inside an async function is a SyntaxError.
print("never printed")


async def f():
    yield from [1, 2]
