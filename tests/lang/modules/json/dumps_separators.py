# separators=(item, key); the default item separator is ', ', or ',' with an indent
import json
v = {'a': [1, 2], 'b': {'c': 3}}
print(json.dumps(v))
print(json.dumps(v, separators=(',', ':')))
print(json.dumps(v, separators=(' , ', ' = ')))
print(json.dumps(v, indent=2))
print(json.dumps(v, indent=2, separators=(', ', ': ')))
print(json.dumps(v, separators=['; ', '->']))
print(json.dumps(v, separators=('', '')))
for seps in [(',',), (',', ':', '!'), 5, 'ab', 'abc', None]:
    try:
        print(repr(seps), json.dumps(v, separators=seps))
    except (TypeError, ValueError) as e:
        print(repr(seps), type(e).__name__, e)
for seps in [(1, ':'), (',', 2)]:
    try:
        print(json.dumps([1, 2], separators=seps))
    except TypeError as e:
        print(type(e).__name__, e)
print(json.dumps('s', separators=(1, 2)))
