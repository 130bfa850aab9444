# pysafe-only
def g():
    yield 1
# expect-error: SyntaxError: pysafe does not support 'yield' yet
