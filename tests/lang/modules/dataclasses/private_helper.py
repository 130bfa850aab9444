# The C helper of dataclasses is not a module a script can import.
import dataclasses

try:
    import _dataclasses
except ImportError as e:
    print(type(e).__name__, e)
print(dataclasses.dataclass.__name__)
