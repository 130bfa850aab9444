import unicodedata as u
# every 11th code point of the first three planes, a block at a time; the
# properties as bytes (combining classes are below 256)
counts = {}
mirrored = []
for start in range(0, 0x30000, 0x2C00):
    text = ''.join(map(chr, range(start, start + 0x2C00, 11)))
    comb = bytes(map(u.combining, text))
    for k in set(comb):
        if k:
            counts[k] = counts.get(k, 0) + comb.count(k)
    mirr = bytes(map(u.mirrored, text))
    i = mirr.find(1)
    while i >= 0:
        mirrored.append(hex(start + 11 * i))
        i = mirr.find(1, i + 1)
print(sorted(counts.items()))
print(len(mirrored), mirrored[:40], mirrored[-10:])
