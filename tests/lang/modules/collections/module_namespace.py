import collections
for name in ['deque', 'Counter', 'OrderedDict', 'defaultdict', 'ChainMap', 'UserDict', 'UserList', 'UserString', 'namedtuple']:
    obj = getattr(collections, name)
    print(name, obj.__name__)
print(sorted(collections.__all__))
print(collections.deque, collections.Counter, collections.OrderedDict, collections.ChainMap)
from collections import deque as dq
print(dq is collections.deque, dq([1]))
try:
    from collections import Nope
except ImportError as e:
    print(type(e).__name__)
