# async for directly in a class body.
class C:
    async for x in []:
        pass
