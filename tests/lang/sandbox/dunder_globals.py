# pysafe-only
def f():
    pass
f.__globals__
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
