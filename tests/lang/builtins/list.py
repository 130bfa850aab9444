def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(list); t(list, 'abc'); t(list, (1, 2)); t(list, {1: 2, 3: 4}); t(list, range(3)); t(list, {'b': 1}.items()); t(list, b'ab')
t(list, 1); t(list, None); t(list, [], []); t(list, iterable=[1]); t(list, x for x in range(3))
a = [1, 2]
b = list(a)
b.append(3)
print(a, b, a is b)
