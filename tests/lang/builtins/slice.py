def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(slice, 3); t(slice, 1, 3); t(slice, 1, 3, 2); t(slice, None); t(slice); t(slice, 1, 2, 3, 4); t(slice, stop=1); t(slice, 'a', [1])
s = slice(1, 10, 2)
print(s.start, s.stop, s.step, s, s == slice(1, 10, 2), s.indices(5), slice(None, None, -1).indices(4), slice(-100, 100).indices(3))
t(s.indices, -1); t(s.indices, 'a'); t(slice(0, 1, 0).indices, 3); t(slice('a').indices, 3); t(s.indices); t(hash, s)
l = list(range(10))
print(l[slice(2, 8, 3)], l[slice(None, None, -2)], 'abcdef'[slice(1, None)], (1, 2, 3)[slice(-2, None)])
t(lambda: l[slice(0, 1, 0)]); t(lambda: l[slice('a', 2)]); t(lambda: l[slice(1.5, 2)]); t(lambda: l[::10**30]); t(lambda: l[10**30:])
t(lambda: slice(1, 2) < slice(1, 3)); t(lambda: slice(2) < slice(1, 3))
