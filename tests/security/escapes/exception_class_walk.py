# technique: an exception's class walked to its bases
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: type object 'ZeroDivisionError' has no attribute '__bases__'
try:
    1 / 0
except Exception as e:
    e.__class__.__bases__[0].__subclasses__()
