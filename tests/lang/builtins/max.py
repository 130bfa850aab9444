def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(max, [3, 1, 2]); t(max, 3, 1, 2); t(max, 'abc'); t(max, []); t(max, [], default=7); t(max, [1], default=7); t(max, 1, 2, default=0)
t(max, 1); t(max); t(max, [1, 'a']); t(max, [1, 2.5]); t(max, ['b', 'ab'], key=len); t(max, [(1, 'a'), (1, 'b')]); t(max, [1, 3, 3.0])
t(max, [2, 1], key=None); t(max, [1, 2], key=5); t(max, [1], foo=1); t(max, 'a', 'b', key=str.upper); t(max, [float('nan'), 1]); t(max, [1, float('nan')])
t(max, {3: 1, 5: 0}); t(max, iter([])); t(max, [[1], [1, 0]]); t(max, [1, 1.0]); t(max, [1.0, 1]); t(max, [-0.0, 0])
