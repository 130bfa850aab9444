def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(oct, 0); t(oct, 8); t(oct, -8); t(oct, True); t(oct, 2**64); t(oct, -(2**70)); t(oct, 511)
t(oct, 1.0); t(oct, '1'); t(oct, None); t(oct); t(oct, 1, 2); t(oct, number=1)
print(int(oct(123456), 8), int(oct(-9), 0))
