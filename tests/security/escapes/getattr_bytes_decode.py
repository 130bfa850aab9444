# technique: a name from bytes.decode() / join / reversed
# source: aden-hive/hive issue #715 (format strings bypass AST dunder checks)
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
def f():
    pass
name = ''.join(reversed('__slabolg__'))
getattr(f, name)
