# pysafe-only
(lambda: 0).__code__
# expect-error: AttributeError: 'function' object has no attribute '__code__'
