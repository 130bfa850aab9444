from enum import IntEnum

class Code(IntEnum):
    OK = 200
    NOT_FOUND = 404

d = {200: 'ok', 404: 'missing'}
print(d[Code.OK], d[Code.NOT_FOUND], Code.OK in d)
e = {Code.OK: 'from member'}
print(e[200], 200 in e, e.get(404, 'none'))
print(hash(Code.OK) == hash(200))
s = {200, Code.OK, Code.NOT_FOUND, 404}
print(len(s))
counts = {}
for c in [Code.OK, 200, Code.OK]:
    counts[c] = counts.get(c, 0) + 1
print(list(counts.values()))
print(Code(200), Code(404) is Code.NOT_FOUND)
try:
    Code(500)
except ValueError as e:
    print(type(e).__name__, e)
