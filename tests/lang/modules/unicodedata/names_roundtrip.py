import unicodedata as u
count = 0
bad = []
for cp in list(range(0x20, 0x2000, 3)) + list(range(0x1F300, 0x1F400, 5)) + list(range(0xAC00, 0xAC40)):
    c = chr(cp)
    n = u.name(c, None)
    if n is None:
        continue
    count += 1
    if u.lookup(n) != c or u.lookup(n.lower()) != c:
        bad.append(hex(cp))
print(count, bad)
print(u.name("\u00e9"), u.name("\U0001F40D"), u.name("\uac01"), u.lookup("LATIN SMALL LETTER E WITH ACUTE"))
