# technique: ''.__class__.__base__
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'str' has no attribute '__base__'
''.__class__.__base__.__subclasses__()
