import unicodedata as u, hashlib
classes = ['L', 'R', 'AL', 'EN', 'ES', 'ET', 'AN', 'CS', 'NSM', 'BN', 'B', 'S', 'WS', 'ON', 'LRE', 'LRO', 'RLE', 'RLO',
           'PDF', 'LRI', 'RLI', 'FSI', 'PDI', '']
for start in range(0, 0x30000, 0x8000):
    s = '|' + '||'.join(map(u.bidirectional, map(chr, range(start + 1, start + 0x8000, 13)))) + '|'
    print(hex(start), [(c, s.count('|' + c + '|')) for c in classes if '|' + c + '|' in s],
          hashlib.md5(s.encode()).hexdigest()[:12])
