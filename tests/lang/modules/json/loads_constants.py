# NaN, Infinity and -Infinity are accepted (CPython's leniency); nothing else like them
import json
import math
v = json.loads('[NaN, Infinity, -Infinity]')
print(math.isnan(v[0]), v[1], v[2], type(v[0]).__name__)
print(json.loads('{"x": NaN}')['x'] != json.loads('{"x": NaN}')['x'])
for s in ['nan', 'inf', '-inf', 'infinity', 'Inf', '-Inf', 'NAN', '+Infinity', '-NaN', 'Infinityx', 'NaNa', '[-Infinit]', 'Infinit']:
    try:
        print(s, repr(json.loads(s)))
    except ValueError as e:
        print(s, type(e).__name__, e)
