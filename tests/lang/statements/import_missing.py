# pysafe-only: CPython names the extension file in this message
from math import nothing
# expect-error: ImportError: cannot import name 'nothing' from 'math' (unknown location)
