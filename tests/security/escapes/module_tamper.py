# technique: monkeypatching a shared module: math.sqrt = evil
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: 'module' object attribute 'sqrt' is read-only
import math
math.sqrt = print
