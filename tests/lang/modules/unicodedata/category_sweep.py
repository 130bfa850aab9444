import unicodedata as u, hashlib
# a sample of every plane in use (every 17th code point), per 0x4000-block:
# the categories joined, digested, and counted
def digest(s):
    return hashlib.md5(s.encode()).hexdigest()[:12]
for start in list(range(0, 0x30000, 0x4000)) + [0xE0000, 0xF0000, 0x10C000]:
    text = ''.join(map(chr, range(start + 3, start + 0x4000, 17)))
    cats = ''.join(map(u.category, text))
    print(hex(start), digest(cats), cats.count('Lo'), cats.count('Cn'), cats.count('Mn'))
