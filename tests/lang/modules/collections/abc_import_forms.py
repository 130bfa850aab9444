import collections
import collections.abc
from collections import abc
from collections.abc import Mapping as M, Iterable
import collections.abc as cabc
print(collections.abc.Mapping is M, abc.Mapping is M, cabc.Iterable is Iterable, abc is cabc)
print(collections.abc.__name__, cabc.Sequence.__name__, cabc.Sequence.__qualname__)
print(isinstance({}, collections.abc.MutableMapping), isinstance('', abc.Sequence))
print(sorted(n for n in ['Mapping', 'Sequence', 'Set', 'Iterable', 'Sized', 'Hashable'] if hasattr(cabc, n)))
try:
    from collections.abc import NoSuchThing
except ImportError as e:
    print(type(e).__name__)
try:
    import collections.nosuch
except ImportError as e:
    print(type(e).__name__, e)
