# technique: ''.__init__.__globals__ (slot wrapper walk)
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'builtin_function_or_method' object has no attribute '__globals__'
''.__init__.__globals__
