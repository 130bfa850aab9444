# pysafe-only
class A:
    pass
# expect-error: SyntaxError: pysafe does not support 'class' yet
