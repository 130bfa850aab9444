def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(all, []); t(all, [1, 2]); t(all, [1, 0]); t(all, ''); t(all, 'ab'); t(all, {0: 1}); t(all, {1: 0})
t(all, (x for x in [1, None])); t(all, range(1, 5)); t(all, range(0, 5)); t(all, [[], [1]])
t(all, 1); t(all, None); t(all); t(all, [], []); t(all, iterable=[])
seen = []
def f(x):
    seen.append(x)
    return x
print(all(map(f, [1, 0, 2])), seen)
