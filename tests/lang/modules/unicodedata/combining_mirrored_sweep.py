import unicodedata as u
comb = {}
mirrored = []
for c in range(0x30000):
    ch = chr(c)
    k = u.combining(ch)
    if k:
        comb[k] = comb.get(k, 0) + 1
    if u.mirrored(ch):
        mirrored.append(c)
print(sorted(comb.items()))
print(len(mirrored), [hex(c) for c in mirrored[:40]], [hex(c) for c in mirrored[-10:]])
