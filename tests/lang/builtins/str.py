def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(str); t(str, 1); t(str, 'a'); t(str, [1, 'a']); t(str, None); t(str, 1.0); t(str, b'ab'); t(str, b'ab', 'ascii'); t(str, b'\xc3\xa9', 'utf-8')
t(str, b'\xff', 'utf-8'); t(str, b'\xff', 'utf-8', 'replace'); t(str, b'\xff', errors='ignore'); t(str, object=5); t(str, object=b'a', encoding='latin-1')
t(str, 1, 'utf-8'); t(str, 'a', 'utf-8'); t(str, b'a', 1); t(str, b'a', 'utf-8', 2); t(str, 1, 2, 3, 4); t(str, obj=1); t(str, encoding='utf-8')
t(str, b'a', 'nope'); t(str, b'\xe9', 'latin1'); t(str, b'\xe9', 'ASCII'); t(str, b'\xe9\xff', 'ascii', 'backslashreplace')
t(str, ValueError('m')); t(str, ValueError()); t(str, ValueError(1, 2)); t(str, KeyError('k')); t(str, range(2)); t(str, -0.0); t(str, 10**20)
