# technique: type(name, bases, dict) to build a class
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: TypeError: type() takes 1 argument
type('X', (), {})
