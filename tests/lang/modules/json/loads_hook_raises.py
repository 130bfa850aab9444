# an exception raised in a hook comes out of loads as it is
import json
def boom(x):
    raise KeyError(x if isinstance(x, str) else 'dict')
for kw in ['object_hook', 'object_pairs_hook', 'parse_float', 'parse_int', 'parse_constant']:
    try:
        json.loads('[{"a": [1, 2.5, NaN]}]', **{kw: boom})
    except KeyError as e:
        print(kw, type(e).__name__, e)
def deep(d):
    return json.loads('[', object_hook=None)
try:
    json.loads('{"a": {}}', object_hook=deep)
except json.JSONDecodeError as e:
    print('inner error', e)
try:
    json.loads('[1]', parse_int=lambda t: 1 / 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    json.loads('[1.5]', parse_float=42)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.loads('{}', object_hook=1)
except TypeError as e:
    print(type(e).__name__, e)
count = [0]
def limited(d):
    count[0] += 1
    if count[0] == 3:
        raise RuntimeError('third object')
    return d
try:
    json.loads('[{}, {}, {}, {}]', object_hook=limited)
except RuntimeError as e:
    print(e, count)
