import math
import math as m2
from math import floor, ceil
from math import (sqrt,
                  pi)
print(math.floor(1.5) == floor(1.5), m2.pi == pi, ceil(1.2), sqrt(9.0))
print(type(math).__name__, math.__name__, str(math)[:15])
try:
    import json_missing_module
except ImportError as e:
    print(type(e).__name__, e)
