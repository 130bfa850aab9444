# await in a sync comprehension inside a plain function inside an
# async function.
async def outer():
    def plain(cs):
        return {await c for c in cs}
    return plain
