# sort_keys: sorted by key; keys that do not compare give the comparison's TypeError
import json
print(json.dumps({'b': 1, 'a': 2, 'c': {'z': 1, 'y': 2}}, sort_keys=True))
print(json.dumps({3: 'c', 1: 'a', 2: 'b'}, sort_keys=True))
print(json.dumps({2.5: 1, 1: 2, True: 3}, sort_keys=True))
print(json.dumps({'b': 1, 'a': 2}, sort_keys=True, indent=2))
for d in [{1: 'a', 'b': 2}, {'b': 2, 1: 'a'}, {None: 1, 'a': 2}, {None: 1, 2: 2, 'x': 3}]:
    try:
        print(json.dumps(d, sort_keys=True))
    except TypeError as e:
        print(type(e).__name__, e)
print(json.dumps({'a': 1}, sort_keys='yes'), json.dumps({'b': 1, 'a': 0}, sort_keys=0))
