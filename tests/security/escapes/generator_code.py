# technique: g().gi_code / gi_yieldfrom
# source: simpleeval issue #138 (generator gi_frame.f_globals['__builtins__'])
# expect-error: AttributeError: 'generator' object has no attribute 'gi_code'
def g():
    yield 1
g().gi_code
