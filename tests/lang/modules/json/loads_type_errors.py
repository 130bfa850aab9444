# loads takes str or bytes only
import json
for x in [1, None, 1.5, [], {}, ('a',), True, json]:
    try:
        json.loads(x)
    except TypeError as e:
        print(type(e).__name__, e)
