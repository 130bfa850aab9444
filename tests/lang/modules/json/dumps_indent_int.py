# indent as an int: newlines and that many spaces per level; item separator ','
import json
v = {'a': [1, 2, {'b': []}], 'c': {}, 'd': [[]], 'e': 'x', 'f': [{'g': None}]}
for indent in [0, 1, 2, 4, -1, True, False]:
    print(repr(indent))
    print(json.dumps(v, indent=indent))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps(1, indent=2), json.dumps('s', indent=2))
print(json.dumps((1, (2, 3)), indent=3))
