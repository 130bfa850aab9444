import unicodedata as u
for start in list(range(0, 0x30000, 0x4000)) + [0xE0000, 0xF0000, 0x10C000]:
    ws = ''.join(map(u.east_asian_width, map(chr, range(start + 2, start + 0x4000, 17))))
    print(hex(start), [(w, ws.count(w)) for w in ['A', 'F', 'H', 'N', 'Na', 'W']])
    print('  ', ws[::13])
