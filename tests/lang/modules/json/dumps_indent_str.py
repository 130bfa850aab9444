# indent as a str: that text per level
import json
v = [1, {'a': [2, 3]}, []]
for indent in ['\t', '', '--', ' ', '\u00b7']:
    print(ascii(json.dumps(v, indent=indent)))
try:
    json.dumps(v, indent=1.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps(v, indent=[1])
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps('only a str', indent=1.5))
