# a container inside itself: "Circular reference detected"; check_circular=False: RecursionError
import json
a = [1, 2]
a.append(a)
d = {'k': 1}
d['self'] = d
inner = []
outer = {'x': [inner]}
inner.append(outer)
for v in [a, d, outer, [d], (1, a)]:
    try:
        json.dumps(v)
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        json.dumps(v, check_circular=False)
    except RecursionError as e:
        print(type(e).__name__)
shared = [1]
print(json.dumps([shared, shared, {'a': shared}]))
try:
    json.dumps({1}, default=lambda o: o)
except ValueError as e:
    print(type(e).__name__, e)
s = {1}
print(json.dumps([s, s], default=sorted))
try:
    json.dumps(a, indent=2)
except ValueError as e:
    print(type(e).__name__, e)
