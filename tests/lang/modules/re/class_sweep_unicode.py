import re, hashlib
# every 9th code point of the first three planes, no surrogates: what
# each class keeps of it, digested
text = ''.join(map(chr, range(1, 0xD800, 9))) + ''.join(map(chr, range(0xE001, 0x30000, 9)))
def digest(s):
    return hashlib.md5(s.encode()).hexdigest()[:12]
for pat, flags in [(r'\w', 0), (r'\W', 0), (r'\d', 0), (r'\D', 0), (r'\s', 0), (r'\S', 0), (r'[\w]', 0), (r'[^\W\d]', 0),
                   (r'[a-zA-Z]', 0), (r'[a-z]', re.I), (r'k', re.I), (r's', re.I), (r'[^a-z]', re.I), (r'\w', re.A),
                   (r'\d', re.A), (r'\s', re.A), (r'\w', re.I), (r'[\d\s]', 0), (r'[^\d\s]', 0), (r'[^\W]', re.A | re.I)]:
    drop = re.compile('(?!' + pat + ').', re.S | flags)
    kept = ''.join([drop.sub('', text[i:i + 4096]) for i in range(0, len(text), 4096)])
    print(repr(pat), int(flags), len(kept), digest(kept))
for pat in [r'\b', r'\B', r'\w+', r'\d+', r'\s+']:
    spans = [m.span() for m in re.finditer(pat, text[:1500])]
    print(repr(pat), len(spans), spans[:3], spans[-3:])
