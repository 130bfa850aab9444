import unicodedata as u
text = ''.join(map(chr, range(0, 0x30000, 2)))
comb = list(map(u.combining, text))
mirr = list(map(u.mirrored, text))
counts = {}
for k in comb:
    if k:
        counts[k] = counts.get(k, 0) + 1
print(sorted(counts.items()))
m = [hex(ord(c)) for c, f in zip(text, mirr) if f]
print(len(m), m[:40], m[-10:])
