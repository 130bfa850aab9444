def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(sum, [1, 2, 3]); t(sum, [1, 2], 10); t(sum, []); t(sum, [], 5); t(sum, [0.1] * 10); t(sum, [1, 2.5]); t(sum, [True, True])
t(sum, [[1], [2]], []); t(sum, [(1,), (2,)], ()); t(sum, ['a', 'b'], ''); t(sum, ['a']); t(sum, [b'a'], b''); t(sum, [1], 'x')
t(sum, [1, 'a']); t(sum, 1); t(sum); t(sum, [1], 2, 3); t(sum, [1], start=5); t(sum, iterable=[1]); t(sum, range(101)); t(sum, [10**20, 1])
t(sum, [1e308, 1e308]); t(sum, [float('inf'), -float('inf')]); t(sum, [1, float('nan')]); t(sum, x * x for x in range(4))
t(sum, [0.1, 0.2, 0.3]); t(sum, [1e16, 1.0, -1e16]); t(sum, [2**62, 2**62, 2**62])
