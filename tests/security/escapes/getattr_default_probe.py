# technique: getattr with a default and hasattr probing the hidden names
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect: hidden False True
def f():
    pass
print(getattr(f, '__globals__', 'hidden'), hasattr(f, '__code__'), hasattr((), '__class__'))
