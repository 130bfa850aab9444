# technique: f.__code__ = other.__code__ (swap bytecode)
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'function' object has no attribute '__code__'
def f():
    pass
def g():
    return 1
f.__code__ = g.__code__
