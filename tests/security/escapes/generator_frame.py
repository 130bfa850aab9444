# technique: g().gi_frame.f_globals
# source: simpleeval issue #138 (generator gi_frame.f_globals['__builtins__'])
# expect-error: AttributeError: 'generator' object has no attribute 'gi_frame'
def g():
    yield 1
g().gi_frame.f_globals
