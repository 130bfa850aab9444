# async with in a plain function.
def f(cm):
    async with cm:
        pass
