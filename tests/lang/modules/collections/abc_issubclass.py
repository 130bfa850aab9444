from collections.abc import (Hashable, Iterable, Iterator, Reversible, Sized, Container, Collection,
    Callable, Set, MutableSet, Mapping, MutableMapping, Sequence, MutableSequence)
from collections import deque, Counter, OrderedDict
types_ = [dict, list, tuple, str, bytes, set, frozenset, int, float, bool, type(None), range, deque, Counter,
          OrderedDict, type, object]
abcs = [Hashable, Iterable, Iterator, Reversible, Sized, Container, Collection, Callable, Set, MutableSet,
        Mapping, MutableMapping, Sequence, MutableSequence]
for t in types_:
    print(t.__name__, [issubclass(t, a) for a in abcs].count(True), ''.join('1' if issubclass(t, a) else '0' for a in abcs))
print(issubclass(MutableMapping, Mapping), issubclass(Mapping, MutableMapping), issubclass(Sequence, Iterable))
print(issubclass(list, (Mapping, Sequence)), isinstance([], (Mapping, int)))
try:
    issubclass(1, Mapping)
except TypeError as e:
    print(type(e).__name__, e)
print(Mapping, MutableSequence, Iterable.__name__, Mapping.__module__)
