# yield from in an async generator nested in a plain function.
def outer():
    async def agen():
        yield 1
        yield from [2]
    return agen
