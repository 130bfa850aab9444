# async must come before def, for or with.
async def f():
    async x = 1
