def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

for x in ['', 'abc', 'é€😀', [], [1, 2], (), (1,), {}, {1: 2}, set(), {1, 2}, frozenset([1]), range(10), range(0, 10, 3), range(5, 0), b'ab', {1: 2}.keys(), {1: 2}.items()]:
    print(len(x), end=' ')
print()
t(len, 1); t(len, None); t(len, iter([])); t(len, map(len, [])); t(len, len); t(len); t(len, [], []); t(len, obj=[])
t(len, zip([1]))
