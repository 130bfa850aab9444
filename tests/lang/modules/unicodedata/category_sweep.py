import unicodedata as u
# every code point of the BMP and the assigned supplementary planes, summarised per 4096-block
def digest(s):
    h = 0
    for ch in s:
        h = (h * 131 + ord(ch)) % 1000000007
    return h
for start in list(range(0, 0x30000, 0x1000)) + [0xE0000, 0xF0000, 0x10F000]:
    cats = [u.category(chr(c)) for c in range(start, start + 0x1000)]
    counts = {}
    for c in cats:
        counts[c] = counts.get(c, 0) + 1
    print(hex(start), digest(''.join(cats)), sorted(counts.items())[:6])
