# technique: print.__reduce__()
# source: asteval issue #86 (print.__reduce__() hands out getattr and the interpreter)
# expect-error: AttributeError: 'builtin_function_or_method' object has no attribute '__reduce__'
print.__reduce__()
