def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(list, reversed([1, 2, 3])); t(list, reversed('abc')); t(list, reversed((1, 2))); t(list, reversed(range(4))); t(list, reversed({1: 2, 3: 4}))
t(list, reversed({1: 2}.keys())); t(list, reversed({1: 2}.items())); t(list, reversed([])); t(reversed, {1, 2}); t(reversed, iter([1]))
t(reversed, 1); t(reversed, None); t(reversed); t(reversed, [], []); t(reversed, sequence=[]); t(list, reversed(b'ab'))
l = [1, 2, 3]
r = reversed(l)
print(next(r))
l.append(4)
print(list(r), list(r), iter(r) is r)
l = [1, 2, 3]
r = reversed(l)
l.clear()
print(list(r))
