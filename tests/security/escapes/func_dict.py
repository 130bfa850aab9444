# technique: f.__dict__
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'function' object has no attribute '__dict__'
def f():
    pass
f.__dict__
