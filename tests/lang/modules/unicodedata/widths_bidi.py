import unicodedata as u
from collections import namedtuple
counts = {}
for cp in range(0, 0x3400, 7):
    c = chr(cp)
    if 0xD800 <= cp < 0xE000:
        continue
    key = (u.east_asian_width(c), u.bidirectional(c), u.category(c))
    counts[key] = counts.get(key, 0) + 1
for k in sorted(counts):
    print(k, counts[k])
print([u.mirrored(c) for c in "()<>[]{}«»∈a"], [u.combining(c) for c in "a\u0301\u0316\u0345\u05b0\u302a"])
