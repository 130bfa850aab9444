# technique: (lambda: 0).__globals__
# source: simpleeval issue #15 (func_globals / __globals__ of a reachable function)
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
(lambda: 0).__globals__
