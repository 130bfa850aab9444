import re
chars = ''.join(chr(c) for c in range(0x300)) + '日本\u2028\U0001F600'
esc = re.escape(chars)
print(len(esc), esc[:200])
print(re.fullmatch(esc, chars) is not None)
for c in chars:
    e = re.escape(c)
    if not re.fullmatch(e, c):
        print('no match', hex(ord(c)))
    if len(e) > 1 and e != '\\' + c:
        print('odd', hex(ord(c)), repr(e))
print(''.join(c for c in map(chr, range(128)) if re.escape(c) != c))
b = bytes(range(256))
eb = re.escape(b)
print(len(eb), re.fullmatch(eb, b) is not None, eb[:80])
for bad in [5, None, ['a']]:
    try:
        re.escape(bad)
    except Exception as e:
        print(type(e).__name__, e)
