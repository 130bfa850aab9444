import unicodedata as u
def digest(s):
    h = 0
    for ch in s:
        h = (h * 131 + ord(ch)) % 1000000007
    return h
# each form of each code point of the first three planes, in blocks
for form in ['NFC', 'NFD', 'NFKC', 'NFKD']:
    out = []
    for start in range(0, 0x30000, 0x4000):
        text = ''.join(chr(c) for c in range(start, start + 0x4000, 3) if not 0xD800 <= c < 0xE000)
        out.append(digest(u.normalize(form, text)))
    print(form, out)
