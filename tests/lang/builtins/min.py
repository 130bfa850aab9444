def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(min, [3, 1, 2]); t(min, 3, 1, 2); t(min, 'abc'); t(min, []); t(min, [], default=None); t(min, (), default=1, key=len); t(min, 1, 2, default=0)
t(min, 1); t(min); t(min, [1, 'a']); t(min, [1, 0.5]); t(min, ['bb', 'a', 'c'], key=len); t(min, [(1, 'b'), (1, 'a')]); t(min, [1, 1.0])
t(min, [2, 1], key=None); t(min, [1, 2], key=5); t(min, [1], bar=1); t(min, 'a', 'B', key=str.lower); t(min, [float('nan'), 1]); t(min, [1, float('nan')])
t(min, {3: 1, 5: 0}); t(min, iter([])); t(min, [{1}, {2}]); t(min, [-1, -1.0]); t(min, range(-5, 5)); t(min, [[], [0]])
