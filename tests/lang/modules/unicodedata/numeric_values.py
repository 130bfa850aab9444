import unicodedata as u
vals = []
for cp in list(range(0x20, 0x3000)) + list(range(0x4E00, 0x4E10)) + [0x5146, 0x842C, 0x5104, 0x3405, 0x2F890]:
    c = chr(cp)
    n = u.numeric(c, None)
    if n is not None:
        vals.append((hex(cp), n, u.digit(c, None), u.decimal(c, None)))
print(len(vals))
for v in vals[:80]:
    print(v)
print(sum(v[1] for v in vals))
