from collections import ChainMap
from collections.abc import Mapping, MutableMapping
a = {'x': 1}; b = {'y': 2}
cm = ChainMap(a, b)
c = cm.copy(); c['x'] = 100; print(cm, c, c.maps[1] is b)
print(cm.__copy__())
print(ChainMap.fromkeys('ab'), ChainMap.fromkeys('ab', 0))
print(cm | {'z': 3}, {'z': 3, 'x': 0} | cm, type(cm | {}).__name__)
cm |= {'q': 4}; print(cm)
try:
    cm | 1
except TypeError as e:
    print(type(e).__name__, e)
print(isinstance(cm, Mapping), isinstance(cm, MutableMapping), isinstance(cm, dict))
print(cm == {'x': 1, 'y': 2, 'q': 4}, cm == ChainMap({'x': 1, 'y': 2, 'q': 4}))
cm.update({'u': 1}, v=2); print(cm)
print(cm.setdefault('x', 0), cm.setdefault('new', 'n'), cm)
s = ChainMap({'a': 1})
s.maps[0]['self'] = s
print(s)
class DeepChainMap(ChainMap):
    def __setitem__(self, key, value):
        for mapping in self.maps:
            if key in mapping:
                mapping[key] = value
                return
        self.maps[0][key] = value
d = DeepChainMap({'zebra': 'black'}, {'elephant': 'blue'}, {'lion': 'yellow'})
d['lion'] = 'orange'; d['snake'] = 'red'
print(d, type(d.new_child()).__name__)
defaults = {'color': 'red', 'user': 'guest'}
args = {'user': 'admin'}
env = {}
print(dict(ChainMap(args, env, defaults)))
