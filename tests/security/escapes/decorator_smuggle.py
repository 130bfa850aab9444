# technique: a decorator that reads the function's internals
# source: simpleeval issue #15 (func_globals / __globals__ of a reachable function)
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
def steal(fn):
    return fn.__globals__
@steal
def g():
    pass
