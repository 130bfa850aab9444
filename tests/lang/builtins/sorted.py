def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(sorted, [3, 1, 2]); t(sorted, 'bca'); t(sorted, {3: 1, 1: 2}); t(sorted, [3, 1], reverse=True); t(sorted, ['bb', 'a', 'ccc'], key=len)
t(sorted, [(1, 'b'), (1, 'a'), (0, 'z')]); t(sorted, [1, 'a']); t(sorted, [1, 2.5, True, -1]); t(sorted, []); t(sorted, 1); t(sorted)
t(sorted, [1], [2]); t(sorted, [1], key=5); t(sorted, [2, 1], key=None); t(sorted, [2, 1], reverse=None); t(sorted, [2, 1], reverse='x')
t(sorted, [1], cmp=1); t(sorted, iterable=[1]); t(sorted, [[2], [1, 0], []]); t(sorted, [{2}, {1}]); t(sorted, [None, None]); t(sorted, [None, 1])
t(sorted, ['B', 'a', 'C'], key=str.lower); t(sorted, [3, 1, 2], key=lambda x: -x, reverse=True); t(sorted, [float('nan'), 2, 1])
t(sorted, 'hello', reverse=1); t(sorted, [1, 2], reverse=2.5)
pairs = [(1, 'a'), (0, 'b'), (1, 'c'), (0, 'd')]
print(sorted(pairs, key=lambda p: p[0]), sorted(pairs, key=lambda p: p[0], reverse=True))
def bad(x):
    if x == 2:
        raise ValueError('key failed')
    return x
t(sorted, [1, 2, 3], key=bad)
