import re
letters = 'aksAKSıİſKµΣσςθϑΩωÅåǅǆǄﬀﬁßẞ\u1e9e\u2126\u212a\u212b\u03c2\u0345\u1fbe'
candidates = ''.join(map(chr, range(0x2200))) + '\U00010400\U00010428\U0001e900\U0001e922'
for ch in letters:
    hits = re.findall(re.escape(ch), candidates, re.IGNORECASE)
    print(repr(ch), [hex(ord(c)) for c in hits])
    print('  ', re.findall('[' + ch + ']', candidates, re.I) == hits, re.findall('[^' + ch + ']', 'x' + ch, re.I))
print(re.findall('(?i)[a-f]', 'ABCDEFGabcdefg'), re.findall('(?i)[^a-f]', 'ABCxyz'), re.findall('(?i)[Ā-ſ]+', 'āĀſS'))
for pat in [b'(?i)k', b'(?i)[a-z]', b'(?i)\xe9']:
    print(pat, re.findall(pat, bytes(range(256))))
