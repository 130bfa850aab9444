def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(ascii, 'abc'); t(ascii, 'é'); t(ascii, '€'); t(ascii, '😀'); t(ascii, '\n\t\x00'); t(ascii, "'\"")
t(ascii, ['é', 'x']); t(ascii, {'ü': 'ß'}); t(ascii, ('ñ',)); t(ascii, 1); t(ascii, 1.5); t(ascii, None)
t(ascii, b'\xff'); t(ascii, '\x7f\x80\xa0\xad'); t(ascii, '\u2028'); t(ascii, '\U0010ffff')
t(ascii); t(ascii, 1, 2); t(ascii, obj=1)
print(ascii('a') == repr('a'), ascii('é') == repr('é'))
