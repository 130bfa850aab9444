import unicodedata as u
# the numeric values of every 3rd code point of the first three planes
text = ''.join(map(chr, range(0, 0x30000, 3)))
vals = [u.numeric(c, None) for c in text]
found = [(hex(ord(c)), v) for c, v in zip(text, vals) if v is not None]
print(len(found))
digits = [u.digit(c, None) for c in text]
decs = [u.decimal(c, None) for c in text]
print(sum(1 for d in digits if d is not None), sum(1 for d in decs if d is not None))
counts = {}
for _, v in found:
    counts[v] = counts.get(v, 0) + 1
print(sorted(counts.items())[:40])
print(sorted(counts.items())[-20:])
print([hex(ord(c)) for c, d, e in zip(text, digits, decs) if d is not None and e is None][:30])
print(found[::61])
