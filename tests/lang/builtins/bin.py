def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(bin, 0); t(bin, 5); t(bin, -5); t(bin, True); t(bin, False); t(bin, 2**64); t(bin, -(2**70)); t(bin, 255)
t(bin, 1.0); t(bin, '1'); t(bin, None); t(bin); t(bin, 1, 2); t(bin, number=1)
print(int(bin(12345), 2), int(bin(-99), 0))
