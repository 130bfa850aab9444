# await inside a comprehension in a plain function.
def f(coros):
    return [await c for c in coros]
