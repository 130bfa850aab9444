def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(ord, 'a'); t(ord, 'é'); t(ord, '€'); t(ord, '😀'); t(ord, '\x00'); t(ord, b'a'); t(ord, b'\xff')
t(ord, ''); t(ord, 'ab'); t(ord, b''); t(ord, b'ab'); t(ord, 97); t(ord, None); t(ord, ['a']); t(ord); t(ord, 'a', 'b'); t(ord, c='a')
