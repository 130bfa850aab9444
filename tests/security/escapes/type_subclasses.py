# technique: type.__subclasses__(type)
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'type' has no attribute '__subclasses__'
type.__subclasses__(type)
