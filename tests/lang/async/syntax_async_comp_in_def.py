# an async comprehension in a plain function.
def f(src):
    return [x async for x in src]
