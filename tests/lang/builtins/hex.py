def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(hex, 0); t(hex, 255); t(hex, -255); t(hex, True); t(hex, 2**64); t(hex, -(2**100)); t(hex, 10)
t(hex, 1.0); t(hex, '1'); t(hex, None); t(hex); t(hex, 1, 2); t(hex, number=1)
print(int(hex(987654321), 16), int(hex(-77), 0))
