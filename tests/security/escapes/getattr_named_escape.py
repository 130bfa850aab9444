# technique: a name disguised by \N{...} escapes
# source: aden-hive/hive issue #715 (format strings bypass AST dunder checks)
# expect-error: AttributeError: 'function' object has no attribute '__closure__'
def f():
    pass
getattr(f, '\N{LOW LINE}\N{LOW LINE}closure\N{LOW LINE}\N{LOW LINE}')
