def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(int); t(int, 5); t(int, -5.9); t(int, 5.9); t(int, '12'); t(int, ' -12 '); t(int, '+7'); t(int, '1_000'); t(int, '1__0')
t(int, '_1'); t(int, ''); t(int, '1.5'); t(int, 'ff', 16); t(int, '0xff', 16); t(int, '0xff', 0); t(int, '0o17', 0); t(int, '0b101', 0)
t(int, '010', 0); t(int, '0', 0); t(int, '00', 0); t(int, 'z', 36); t(int, '1', 37); t(int, '1', 1); t(int, '1', -1); t(int, 10, 2)
t(int, float('inf')); t(int, float('nan')); t(int, 1e20); t(int, True); t(int, None); t(int, [1]); t(int, '١٢')
t(int, '12', base=8); t(int, x='1'); t(int, '1', 2, 3); t(int, '9' * 5000); t(int, 'abc'); t(int, '0x', 16); t(int, '\u2003 5')
t(int, 'ABC' * 20); t(int, 2**100); t(int, '-0'); t(int, '1', 2.0); t(int, '12\x00')
t(int.from_bytes, b'\x01\x00', 'big'); t(int.from_bytes, b'\x01\x00', 'little'); t(int.from_bytes, b'\xff', 'big', signed=True)
t(int.from_bytes, b'\x01', 'middle'); t(int.to_bytes, 256, 2, 'big'); t(int.to_bytes, 256, 1, 'big'); t(int.to_bytes, -1, 1, 'big')
t(int.to_bytes, -1, 1, 'big', signed=True); t(int.bit_length, 255); t(int.bit_length, -256); t(int.bit_count, 255); t(int.as_integer_ratio, 5)
t(int.conjugate, 3); t(int.is_integer, 3) if False else None
print((7).numerator, (7).denominator, (7).real, (7).imag, int.__name__)
