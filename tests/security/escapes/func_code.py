# technique: f.__code__ (code objects)
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'function' object has no attribute '__code__'
def f():
    pass
f.__code__.co_consts
