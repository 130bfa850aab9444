# keys with the same text are one str (CPython's memo), values are not merged
import json
rows = json.loads('[{"name": "a", "id": 1}, {"name": "b", "id": 2}, {"id": 3, "name": "name"}]')
k0 = [k for k in rows[0]]
k1 = [k for k in rows[1]]
k2 = [k for k in rows[2]]
print(k0[0] is k1[0], k0[1] is k1[1], k0[0] is k2[1])
print(rows[2]['name'] == k0[0])
esc = json.loads('[{"\\u006eame": 1}, {"name": 2}]')
print([k for k in esc[0]][0] is [k for k in esc[1]][0])
