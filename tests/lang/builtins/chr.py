def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(chr, 65); t(chr, 0); t(chr, 233); t(chr, 0x20ac); t(chr, 0x1F600); t(chr, 0x10FFFF); t(chr, True)
t(chr, 0x110000); t(chr, -1); t(chr, 2**63); t(chr, -(2**70)); t(chr, 65.0); t(chr, '65'); t(chr, None)
t(chr); t(chr, 1, 2); t(chr, i=1)
print([ord(chr(i)) == i for i in (0, 127, 128, 2047, 2048, 65535, 65536)])
