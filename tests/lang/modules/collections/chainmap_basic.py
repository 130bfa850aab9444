from collections import ChainMap
a = {'x': 1, 'y': 2}; b = {'y': 20, 'z': 30}
cm = ChainMap(a, b)
print(cm, cm['x'], cm['y'], cm['z'], len(cm), sorted(cm), list(cm))
print('z' in cm, 'w' in cm, cm.get('w'), cm.get('z'), cm.get('w', 0), bool(cm), bool(ChainMap()), bool(ChainMap({}, {})))
try:
    cm['w']
except KeyError as e:
    print(type(e).__name__, e)
cm['w'] = 5; print(a, b)
cm['z'] = 99; print(a, b, cm['z'])
del cm['z']; print(cm['z'])
try:
    del cm['z']
except KeyError as e:
    print(type(e).__name__, e)
print(cm.maps, cm.maps[0] is a)
print(ChainMap(), ChainMap().maps, ChainMap({}).maps)
print(dict(cm), list(cm.items()), list(cm.keys()), list(cm.values()))
child = cm.new_child(); child['x'] = 'c'; print(child, child['x'], cm['x'])
child2 = cm.new_child({'q': 1}); print(child2)
child3 = cm.new_child(m={'r': 1}, s=2) if False else cm.new_child(s=2); print(child3)
print(child.parents, child.parents.parents, type(child.parents).__name__)
print(cm.pop('w'), a)
try:
    cm.pop('nope')
except KeyError as e:
    print(type(e).__name__, e)
print(cm.pop('nope', 'dflt'))
print(ChainMap({'k': 1}).popitem())
try:
    ChainMap({}, {'a': 1}).popitem()
except KeyError as e:
    print(type(e).__name__, e)
c2 = ChainMap({'a': 1}, {'b': 2}); c2.clear(); print(c2)
