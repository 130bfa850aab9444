def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(hasattr, 1, 'real'); t(hasattr, 1, 'x'); t(hasattr, [], 'append'); t(hasattr, 'a', 'join'); t(hasattr, None, '__class__')
t(hasattr, 1, 1); t(hasattr, 1); t(hasattr); t(hasattr, 1, 'a', 'b'); t(hasattr, obj=1, name='a'); t(hasattr, int, 'from_bytes')
t(hasattr, int, 'nope'); t(hasattr, ValueError(), 'args'); t(hasattr, len, '__name__'); t(hasattr, {}, 'keys')
