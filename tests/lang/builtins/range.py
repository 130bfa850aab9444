def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(range, 5); t(range, 1, 5); t(range, 1, 10, 3); t(range, 5, 1, -1); t(range, 0); t(range, 1, 2, 0); t(range, 1.5); t(range, '1')
t(range); t(range, 1, 2, 3, 4); t(range, stop=3); t(range, True); t(range, None)
t(list, range(5)); t(list, range(-3)); t(list, range(10, 0, -3)); t(list, range(0, 10, 4)); t(len, range(1, 10, 2))
r = range(0, 20, 3)
print(r[0], r[-1], r[2:5], r[::-1], r[::2], r[10:], 9 in r, 10 in r, r.index(9), r.count(9), r.start, r.stop, r.step)
t(r.index, 10); t(r.__getitem__, 100) if False else None
t(lambda: r[100]); t(lambda: r['a']); t(lambda: range(3) == range(0, 3, 1)); t(lambda: range(0) == range(5, 1))
t(repr, range(3)); t(repr, range(1, 3)); t(repr, range(1, 3, 2)); t(hash, range(3)) if False else None; t(bool, range(0)); t(list, reversed(range(3)))
t(list, reversed(range(1, 10, 3))); t(lambda: 1.0 in range(3)); t(lambda: 'a' in range(3)); t(range(3).count, 'a')
big = range(10**18)
print(len(big), big[-1], 10**17 in big)
it = iter(range(3))
print(next(it), list(it))
