def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(tuple); t(tuple, [1, 2]); t(tuple, 'ab'); t(tuple, {1: 2}); t(tuple, range(3)); t(tuple, 1); t(tuple, None); t(tuple, [], []); t(tuple, iterable=[1])
a = (1, 2)
print(tuple(a) is a, (1,) * 3, (1, 2) + (3,), (1, 2) < (1, 3), (1, 2) == (1, 2.0), (1, [2])[1])
t(lambda: (1,) + [2]); t(lambda: (1, 2)[5]); k = 'a'
t(lambda: (1, 2)[k]); t(lambda: (1, 2).index(9)); t((1, 2, 1).count, 1); t((1, 2, 3).index, 3, -1)
t((1, 2, 3).index, 2, 0, 1); t((1,).index); t(lambda: (1,) * 'a'); t(lambda: hash((1, [2]))); t(repr, (1,)); t(repr, ((),))
