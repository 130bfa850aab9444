# technique: f.__defaults__ / __kwdefaults__ (read or replace defaults)
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'function' object has no attribute '__defaults__'
def f(x=1, *, y=2):
    return x
f.__defaults__ = (2,)
