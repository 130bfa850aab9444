def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(float); t(float, 1); t(float, -0); t(float, '1.5'); t(float, ' 2.5e3 '); t(float, '-inf'); t(float, 'INFINITY')
t(float, 'nan'); t(float, '-NaN'); t(float, '1_000.5'); t(float, '1__0'); t(float, ''); t(float, 'abc'); t(float, '1e')
t(float, '.5'); t(float, '5.'); t(float, '0x10'); t(float, True); t(float, 10**308 * 10); t(float, 10**400)
t(float, 2**53 + 1); t(float, '1e400'); t(float, '-1e-400'); t(float, None); t(float, [1])
t(float, '١٢٫٥'); t(float, '١٢'); t(float, '\u2003 7 \u2003'); t(float, 1, 2); t(float, x=1); t(float, '1.5\x00')
t(float.fromhex, '0x1.8p1'); t(float.fromhex, 'zz'); t(float.hex, 1.5); t(float.is_integer, 2.0); t(float.is_integer, 2.5)
t(float.as_integer_ratio, 0.75); t(float.as_integer_ratio, float('inf')); t(float.as_integer_ratio, float('nan'))
print(float('0.1') + float('0.2'), 1e16, 1e-5, 123456789012345678.0, -0.0, 1.0 / 3)
