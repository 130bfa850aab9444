# technique: f.func_globals (Python 2 spelling)
# source: simpleeval issue #15 (func_globals / __globals__ of a reachable function)
# expect-error: AttributeError: 'function' object has no attribute 'func_globals'
def f():
    pass
f.func_globals
