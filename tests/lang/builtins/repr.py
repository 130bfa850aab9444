def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

for x in [1, -1.5, 1e100, 1e-7, 0.1, float('inf'), float('nan'), 'a', "it's", 'a"b', 'a\'b"c', '\n\x00\x7f\x80', 'é€😀\u200b',
          b'a\x00\'"', [1, 'a'], (1,), (), {}, {'a': [None]}, set(), {1}, frozenset(), True, None, range(2), slice(1, 2), slice(None),
          len, int, ValueError('x', 2), KeyError('k'), [[]], {(): ()}, ..., NotImplemented, 10**30, -0.0, 2.5e-310]:
    print(repr(x))
l = [1]
l.append(l)
print(repr(l))
d = {}
d['d'] = d
print(repr(d))
t(repr); t(repr, 1, 2); t(repr, obj=1)
