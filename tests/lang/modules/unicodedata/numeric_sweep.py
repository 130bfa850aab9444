import unicodedata as u
found = []
for c in range(0x30000):
    ch = chr(c)
    v = u.numeric(ch, None)
    if v is not None:
        found.append((c, v, u.digit(ch, None), u.decimal(ch, None)))
print(len(found))
print(sum(1 for x in found if x[2] is not None), sum(1 for x in found if x[3] is not None))
vals = {}
for c, v, d, dec in found:
    vals[v] = vals.get(v, 0) + 1
print(sorted(vals.items())[:40])
print(sorted(vals.items())[-20:])
print([x for x in found if x[2] is not None and x[3] is None][:30])
print(found[::97])
