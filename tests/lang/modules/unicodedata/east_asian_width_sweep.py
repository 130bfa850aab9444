import unicodedata as u
for start in list(range(0, 0x30000, 0x2000)) + [0xE0000, 0xF0000, 0x100000]:
    counts = {}
    runs = 0
    prev = None
    for c in range(start, start + 0x2000):
        w = u.east_asian_width(chr(c))
        counts[w] = counts.get(w, 0) + 1
        if w != prev:
            runs += 1
            prev = w
    print(hex(start), sorted(counts.items()), runs)
