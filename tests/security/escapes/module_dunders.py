# technique: math.__dict__ / __loader__ / __spec__ / __builtins__
# source: pysandbox / J. McKellar, 'Building and breaking a Python sandbox' (PyCon 2014): the object-graph walk from any literal
# expect-error: AttributeError: module 'math' has no attribute '__loader__'
import math
for n in ['__dict__', '__loader__', '__spec__', '__builtins__', '__file__', '__path__']:
    print(n, hasattr(math, n))
math.__loader__
