# technique: a default argument evaluated at def time
# source: simpleeval issue #15 (func_globals / __globals__ of a reachable function)
# expect-error: AttributeError: 'builtin_function_or_method' object has no attribute '__self__'
def g(x=getattr(len, '__self__')):
    return x
