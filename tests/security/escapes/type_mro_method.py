# technique: type.mro(int)
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'type' has no attribute 'mro'
type.mro(int)
