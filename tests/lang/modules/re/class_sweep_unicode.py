import re
text = ''.join(chr(c) for c in range(0x30000) if not 0xD800 <= c < 0xE000)
def digest(items):
    h = 0
    for s in items:
        for ch in s:
            h = (h * 131 + ord(ch)) % 1000000007
        h = (h * 7 + 1) % 1000000007
    return h
for pat in [r'\w', r'\W', r'\d', r'\D', r'\s', r'\S', r'[\w]', r'[^\W\d]', r'\w+', r'\d+', r'\s+', r'[[:alpha:]]' if False else r'[a-zA-Z]',
            r'(?i)[a-z]', r'(?i)k', r'(?i)s', r'(?i)[^a-z]', r'(?a)\w', r'(?a)\d', r'(?a)\s', r'\b\w', r'\w\b', r'\B']:
    found = re.findall(pat, text)
    print(repr(pat), len(found), digest(found[:5000]), digest(found[-5000:]))
