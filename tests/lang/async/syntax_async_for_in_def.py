# async for in a plain function.
def f(src):
    async for x in src:
        print(x)
