# technique: x.__class__ = other (type confusion)
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: TypeError: __class__ assignment only supported for mutable types or ModuleType subclasses
x = 1
x.__class__ = str
