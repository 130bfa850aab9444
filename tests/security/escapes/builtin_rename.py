# technique: tampering with a shared built-in: len.__name__ = ...
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'builtin_function_or_method' object attribute '__name__' is read-only
len.__name__ = 'x'
