# a hook may call json.loads and json.dumps itself
import json
def hook(d):
    if 'embedded' in d:
        d['embedded'] = json.loads(d['embedded'], object_hook=hook)
    d['text'] = json.dumps(sorted(d))
    return d
print(json.loads('{"embedded": "{\\"embedded\\": \\"[1, {\\\\\\"x\\\\\\": 2}]\\"}"}', object_hook=hook))
