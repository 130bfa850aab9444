import re
letters = 'aksAKSıİſKµΣσςθϑΩωÅåǅǆǄﬀﬁßẞ\u1e9e\u2126\u212a\u212b\u03c2\u0345\u1fbe'
candidates = ''.join(chr(c) for c in range(0x2200) if not 0xD800 <= c < 0xE000) + '\U00010400\U00010428\U0001e900\U0001e922'
for ch in letters:
    p = re.compile(re.escape(ch), re.IGNORECASE)
    hits = [c for c in candidates if p.fullmatch(c)]
    print(repr(ch), [hex(ord(c)) for c in hits])
for ch in letters[:10]:
    p = re.compile('[' + ch + ']', re.IGNORECASE)
    print(repr(ch), ''.join(c for c in candidates if p.fullmatch(c)) == ''.join(c for c in candidates if re.fullmatch(re.escape(ch), c, re.I)))
print(re.findall('(?i)[a-f]', 'ABCDEFGabcdefg'), re.findall('(?i)[^a-f]', 'ABCxyz'), re.findall('(?i)[Ā-ſ]+', 'āĀſS'))
for pat in [b'(?i)k', b'(?i)[a-z]', b'(?i)\xe9']:
    print(pat, re.findall(pat, bytes(range(256))))
