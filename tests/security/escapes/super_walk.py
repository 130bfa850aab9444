# technique: super() outside a class
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: RuntimeError: super(): no arguments
super()
