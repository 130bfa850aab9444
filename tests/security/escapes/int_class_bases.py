# technique: (1).__class__.__bases__ from an int literal
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'int' has no attribute '__bases__'
(1).__class__.__bases__
