# copy and deepcopy of collections types keep their class and settings
import copy
from collections import OrderedDict, defaultdict, Counter, deque, namedtuple, ChainMap
od = OrderedDict([('b', [1]), ('a', [2])])
dd = defaultdict(list, {'x': [1]})
c = Counter('abracadabra')
dq = deque([[1], [2]], maxlen=5)
Pt = namedtuple('Pt', 'x y')
pt = Pt([1], 2)
cm = ChainMap({'a': [1]}, {'b': 2})
for obj in (od, dd, c, dq, pt, cm):
    s, d = copy.copy(obj), copy.deepcopy(obj)
    print(type(s).__name__, type(d).__name__, s == obj, d == obj, s is obj, repr(d))
print(copy.copy(dd).default_factory is list, copy.deepcopy(dq).maxlen, copy.copy(od)['b'] is od['b'], copy.deepcopy(od)['b'] is od['b'])
print(copy.deepcopy(pt).x is pt.x, copy.copy(pt) is pt, copy.deepcopy(cm).maps[0]['a'] is cm.maps[0]['a'])
d2 = copy.deepcopy(dd)
d2['new'].append(1)
print(sorted(d2.items()), sorted(dd.items()))
