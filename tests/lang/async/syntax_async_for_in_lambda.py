# an async comprehension in a lambda inside an async function.
async def outer():
    return lambda src: [x async for x in src]
