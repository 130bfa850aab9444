import unicodedata as u
for start in range(0, 0x30000, 0x4000):
    counts = {}
    for c in range(start, start + 0x4000):
        b = u.bidirectional(chr(c))
        counts[b] = counts.get(b, 0) + 1
    print(hex(start), sorted(counts.items()))
