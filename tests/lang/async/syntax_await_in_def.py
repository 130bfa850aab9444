# await in a plain function.
def f(x):
    return await x
