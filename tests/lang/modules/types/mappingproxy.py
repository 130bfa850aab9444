# MappingProxyType: a live read-only view, every read method, and the writes it refuses
from types import MappingProxyType as MP
from collections import OrderedDict
d = {'a': 1, 'b': 2}
m = MP(d)
print(m['a'], len(m), list(m), 'a' in m, 'z' in m, m.get('a'), m.get('z'), m.get('z', 0), list(m.keys()), list(m.values()),
      list(m.items()), list(reversed(m)))
c = m.copy()
c['x'] = 9
print(c, d, type(c).__name__, m == d, m == {'a': 1, 'b': 2}, m != d, m | {'c': 3}, {'c': 3} | m, str(m), repr(m))
d['c'] = 3
del d['a']
print(m, len(m), list(m.items()))
try:
    m['q']
except KeyError as e:
    print(type(e).__name__, e)
for f in [lambda: m.pop('b'), lambda: m.clear(), lambda: m.update({}), lambda: m.setdefault('x', 1)]:
    try:
        f()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__)
try:
    m['a'] = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    del m['b']
except TypeError as e:
    print(type(e).__name__, e)
try:
    m.attr = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(MP, MP.__name__, type(m).__name__)
try:
    m |= {'q': 1}
except TypeError as e:
    print(type(e).__name__, e)
o = MP(OrderedDict([('z', 1), ('y', 2)]))
print(list(o), o.copy(), type(o.copy()).__name__)
for bad in [[('a', 1)], (1, 2), 5, None, 'abc']:
    try:
        MP(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    hash(m)
except TypeError as e:
    print(type(e).__name__)
