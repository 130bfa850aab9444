from collections import ChainMap, Counter, OrderedDict
maps = [{'a': 1}, {'a': 2, 'b': 2}, {'a': 3, 'b': 3, 'c': 3}]
cm = ChainMap(*maps)
print([cm[k] for k in 'abc'], list(cm), list(cm.values()), list(cm.items()))
print(len(cm), sorted(cm.keys()))
cm.maps.reverse(); print([cm[k] for k in 'abc'], list(cm))
cm.maps.append({'d': 4}); print(cm['d'], len(cm))
c2 = ChainMap(Counter('aab'), OrderedDict(z=1)); print(c2['a'], c2['q'] if False else c2.get('q'), c2['z'])
class Missing(ChainMap):
    def __missing__(self, key):
        return 'missing-' + key
m = Missing({'a': 1}); print(m['a'], m['b'], m.get('b'), 'b' in m)
scope = ChainMap({})
for depth in range(3):
    scope = scope.new_child({'depth': depth, 'v%d' % depth: True})
print(scope['depth'], len(scope.maps), sorted(scope), scope.parents['depth'])
