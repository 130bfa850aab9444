# pysafe-only
with x:
    pass
# expect-error: SyntaxError: pysafe does not support 'with' yet
