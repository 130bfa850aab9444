# technique: a name disguised by \x escapes
# source: aden-hive/hive issue #715 (format strings bypass AST dunder checks)
# expect-error: AttributeError: 'function' object has no attribute '__code__'
def f():
    pass
getattr(f, '\x5f\x5fcode\x5f\x5f')
