# technique: g.gi_yieldfrom reaches the delegate, then its gi_frame
# source: simpleeval issue #138 (generator gi_frame.f_globals['__builtins__'])
# expect-error: AttributeError: 'generator' object has no attribute 'gi_yieldfrom'
def inner():
    yield 1
def outer():
    yield from inner()
g = outer()
next(g)
g.gi_yieldfrom.gi_frame.f_back
