# an async comprehension nested in a sync comprehension in a plain function.
def f(srcs):
    return [[x async for x in s] for s in srcs]
