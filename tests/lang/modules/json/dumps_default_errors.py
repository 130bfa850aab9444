# without default: "Object of type X is not JSON serializable"; default's own errors come out as they are
import json
for v in [{1, 2}, b'bytes', frozenset(), range(3), len, lambda: 0, type, [1, {2}], {'k': b''},
          iter([]), {}.keys(), slice(1)]:
    try:
        print(json.dumps(v))
    except TypeError as e:
        print(type(e).__name__, e)
def no(o):
    raise ValueError('cannot: ' + type(o).__name__)
try:
    json.dumps([1, {'a': {7}}], default=no)
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.dumps({1}, default=42)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps([{1}], default=lambda o: {2})
except RecursionError as e:
    print(type(e).__name__)
