# technique: ''.__class__.__mro__[-1]
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'str' has no attribute '__mro__'
''.__class__.__mro__[-1].__subclasses__()
