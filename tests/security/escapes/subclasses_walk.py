# technique: ().__class__.__bases__[0].__subclasses__()
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'tuple' has no attribute '__bases__'
().__class__.__bases__[0].__subclasses__()
