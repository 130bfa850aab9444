# technique: len.__self__ (the builtins module in CPython)
# source: asteval issue #86 (print.__reduce__() hands out getattr and the interpreter)
# expect-error: AttributeError: 'builtin_function_or_method' object has no attribute '__self__'
len.__self__.eval
