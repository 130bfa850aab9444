# technique: tampering with a shared built-in: len.__name__ = ...
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: attribute '__name__' of 'builtin_function_or_method' objects is not writable
len.__name__ = 'x'
