# MappingProxyType: its keys/values/items are live views of the mapping; comparisons, iteration order, get with defaults
from types import MappingProxyType
from collections import OrderedDict, defaultdict, Counter, ChainMap
d = {'b': 2, 'a': 1}
m = MappingProxyType(d)
k, v, it = m.keys(), m.values(), m.items()
d['c'] = 3
print(list(k), list(v), list(it), len(k), 'c' in k, 3 in v, ('a', 1) in it, k == {'a', 'b', 'c'}, k & {'a', 'z'}, sorted(k | {'q'}))
del d['b']
print(list(m), list(k), m == {'a': 1, 'c': 3}, m != {'a': 1}, m == MappingProxyType({'a': 1, 'c': 3}), sorted(m.items()))
for mapping in (OrderedDict(x=1, y=2), defaultdict(int, q=5), Counter('aab'), ChainMap({'k': 1}, {'j': 2})):
    p = MappingProxyType(mapping)
    print(type(mapping).__name__, list(p), p.get('missing', 'dflt'), len(p), dict(p), type(p.copy()).__name__)
dd = defaultdict(list)
pd = MappingProxyType(dd)
try:
    pd['new']
except KeyError as e:
    print('KeyError', e)
print(dict(dd))
nested = MappingProxyType({'inner': {'x': [1]}})
nested['inner']['x'].append(2)
print(nested, MappingProxyType(MappingProxyType({'z': 0})))
