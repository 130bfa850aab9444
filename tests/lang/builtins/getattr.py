def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(getattr, 1, 'real'); t(getattr, 1.5, 'imag'); t(getattr, [], 'nope'); t(getattr, [], 'nope', 5); t(lambda: getattr('a', 'upper')())
t(getattr, 1, 1); t(getattr, 1, None); t(getattr, 1); t(getattr); t(getattr, 1, 'x', 2, 3); t(getattr, 1, 'real', default=2)
t(getattr, None, 'x'); t(getattr, int, 'x'); t(getattr, int, '__name__'); t(getattr, [], '__class__'); t(getattr, ValueError('m'), 'args')
t(lambda: getattr({}, 'get', None)(1)); t(lambda: getattr(5, 'bit_length')()); t(getattr, 5, '')
print(getattr('abc', 'upper')(), getattr([3, 1], 'index')(1), getattr(7, 'numerator'), getattr(True, 'real'))
