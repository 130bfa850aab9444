import collections.abc as cabc
from collections import deque, Counter, OrderedDict, defaultdict, ChainMap
names = ['Hashable', 'Iterable', 'Iterator', 'Reversible', 'Sized', 'Container', 'Collection', 'Callable',
         'Set', 'MutableSet', 'Mapping', 'MutableMapping', 'Sequence', 'MutableSequence', 'ByteString',
         'MappingView', 'KeysView', 'ItemsView', 'ValuesView', 'Generator']
values = [{}, [], (), '', b'', set(), frozenset(), 0, 1.5, None, True, len, print, lambda: 0, iter([]), iter(()),
          iter({}), range(3), {}.keys(), {}.items(), {}.values(), reversed([]), enumerate([]), zip(), map(len, []),
          deque(), Counter(), OrderedDict(), defaultdict(), ChainMap(), int, object(), slice(1), type]
for v in values:
    print(type(v).__name__, ''.join('1' if isinstance(v, getattr(cabc, n)) else '0' for n in names))
