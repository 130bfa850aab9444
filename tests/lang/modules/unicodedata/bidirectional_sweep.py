import unicodedata as u
for start in range(0, 0x30000, 0x8000):
    bs = list(map(u.bidirectional, map(chr, range(start + 1, start + 0x8000, 5))))
    counts = {}
    for b in bs:
        counts[b] = counts.get(b, 0) + 1
    print(hex(start), sorted(counts.items()))
