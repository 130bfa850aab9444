# object_hook gets every decoded dict, innermost first, and its result replaces it
import json
seen = []
def hook(d):
    seen.append(sorted(d))
    return ('obj', len(d))
print(json.loads('{"a": {"b": {}}, "c": [{"d": 1}, {}]}', object_hook=hook))
print(seen)
print(json.loads('[{}, {"x": 1}]', object_hook=lambda d: list(d.items())))
print(json.loads('{"__complex__": true, "real": 1, "imag": 2}',
                 object_hook=lambda d: [d['real'], d['imag']] if '__complex__' in d else d))
print(json.loads('[1, 2]', object_hook=lambda d: 1 / 0))
print(json.loads('{"a": 1}', object_hook=dict))
print(json.loads('{"a": 1}', object_hook=len))
