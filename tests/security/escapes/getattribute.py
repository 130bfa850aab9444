# technique: ().__getattribute__('__class__')
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'tuple' object has no attribute '__getattribute__'
().__getattribute__('__class__')
