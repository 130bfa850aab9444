# technique: object.__subclasses__() through the name object
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'object' has no attribute '__subclasses__'
object.__subclasses__()
