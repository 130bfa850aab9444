# technique: a script class's __bases__/__mro__/__subclasses__
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'A' has no attribute '__mro__'
class A:
    pass
A.__mro__[-1].__subclasses__()
