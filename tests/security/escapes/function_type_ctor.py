# technique: type(f)(code, globals): build a function from parts
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: TypeError: cannot create 'function' instances
def f():
    pass
type(f)(None, {})
