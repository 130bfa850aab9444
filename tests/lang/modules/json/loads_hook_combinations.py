import json
from collections import OrderedDict
doc = '{"b": 1, "a": {"y": 2.50, "x": [1, -0, 1e2, NaN]}, "b": 3}'
print(json.loads(doc))
print(json.loads(doc, object_hook=lambda d: sorted(d.items())))
print(json.loads(doc, object_pairs_hook=lambda p: p))
print(json.loads(doc, object_pairs_hook=OrderedDict))
print(json.loads(doc, object_hook=lambda d: 'hook', object_pairs_hook=lambda p: 'pairs'))
print(json.loads(doc, parse_float=lambda s: 'F' + s, parse_int=lambda s: 'I' + s, parse_constant=lambda s: 'C' + s))
print(json.loads('[1.0, 10, -5, 0.5e-3, 1E+2]', parse_float=repr, parse_int=repr))
print(json.loads('[Infinity, -Infinity, NaN]', parse_constant=str))
print(json.loads('{"a": 1}', object_hook=lambda d: None), json.loads('[{}]', object_hook=len))
calls = []
def hook(d):
    calls.append(sorted(d))
    return d
json.loads('{"outer": {"inner": {"deep": 1}}, "x": [{"y": 2}]}', object_hook=hook)
print(calls)
def t(s, **k):
    try:
        print(json.loads(s, **k))
    except Exception as e:
        print(type(e).__name__, e)
t('[1.5]', parse_float=int)
t('[15]', parse_int=float)
t('[NaN]', parse_constant=float)
t('{"a": 1}', object_hook=5)
t('{"a": 1}', object_pairs_hook=5)
t('[1]', parse_int=None)
t('[1.5]', parse_float=None)
