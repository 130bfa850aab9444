# Ellipsis and NotImplemented go through default() like any other object
import json
for v in [..., NotImplemented, [..., ...], {'a': ...}]:
    try:
        print(json.dumps(v))
    except TypeError as e:
        print(e)
print(json.dumps([..., ...], default=lambda o: 'E'))
print(json.dumps({'a': [Ellipsis]}, default=repr, indent=1))
