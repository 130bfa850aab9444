# other keys: TypeError, or left out with skipkeys=True
import json
for d in [{(1, 2): 'tuple'}, {frozenset(): 1}, {b'x': 1}, {'ok': 1, (1,): 2}, {len: 1}]:
    try:
        print(json.dumps(d))
    except TypeError as e:
        print(type(e).__name__, e)
    print(json.dumps(d, skipkeys=True))
print(json.dumps({(1,): 1, 'a': 2, (2,): 3, 'b': 4}, skipkeys=True))
print(json.dumps({(1,): 1}, skipkeys=True, indent=2))
print(json.dumps({(1,): 1, 'k': [1]}, skipkeys=1, indent=2))
