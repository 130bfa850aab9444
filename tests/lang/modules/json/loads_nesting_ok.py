# moderately deep documents decode and round-trip
import json
doc = '[' * 200 + '"core"' + ']' * 200
v = json.loads(doc)
depth = 0
while isinstance(v, list):
    v = v[0]
    depth += 1
print(depth, v)
obj = json.loads('{"a":' * 150 + '{}' + '}' * 150)
n = 0
while obj:
    obj = obj['a']
    n += 1
print(n, obj)
print(json.dumps(json.loads(doc)) == doc)
