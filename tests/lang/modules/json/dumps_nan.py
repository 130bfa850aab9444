# NaN and infinities: written as NaN/Infinity/-Infinity, or refused with allow_nan=False
import json
nan, inf = float('nan'), float('inf')
print(json.dumps([nan, inf, -inf]), json.dumps({nan: 1, inf: 2, -inf: 3}))
for v in [nan, inf, -inf, [1, inf], {'k': nan}, {inf: 'v'}]:
    for indent in [None, 2]:
        try:
            print(json.dumps(v, allow_nan=False, indent=indent))
        except ValueError as e:
            print(type(e).__name__, e)
print(json.dumps([1.5], allow_nan=False), json.dumps(inf, allow_nan=0 == 1))
