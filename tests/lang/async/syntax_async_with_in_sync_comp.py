# await in a sync comprehension nested in a lambda.
async def f():
    return (lambda: [await x for x in range(3)])
