# technique: e.__dict__ of a built-in exception
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'ValueError' object has no attribute '__dict__'
e = ValueError(1)
e.__dict__
