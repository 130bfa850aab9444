def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(dict); t(dict, {'a': 1}); t(dict, [('a', 1), ('b', 2)]); t(dict, a=1, b=2); t(dict, {'a': 1}, a=2, c=3)
t(dict, [('a', 1)], b=2); t(dict, zip('abc', range(3))); t(dict, [['x', 'y']]); t(dict, ['ab', 'cd'])
t(dict, [(1, 2, 3)]); t(dict, [1]); t(dict, [('a',)]); t(dict, 1); t(dict, None); t(dict, 'ab'); t(dict, {}, {})
t(dict, [[1, 2], (3, 4)]); t(dict, ((i, i * i) for i in range(4))); t(dict, [('a', 1), ('a', 2)])
t(dict, {1: 2}.items()); t(dict, dict(a=1))
t(dict.fromkeys, 'abc'); t(dict.fromkeys, [1, 2], 0); t(dict.fromkeys, 5); t(dict.fromkeys)
d = {'a': 1}
e = dict(d)
e['b'] = 2
print(d, e, d is e, dict(d) == d)
k = {'x': 1, 'y': 2}.keys()
it = iter(k)
print(next(it), list(k), type(k).__name__, len(k))
v = {'x': 1}
view = v.items()
v['z'] = 3
print(list(view), len(view), ('z', 3) in view)
ks = v.keys()
v.clear()
print(list(ks), len(ks))
try:
    d2 = {1: 1}
    for x in d2:
        d2[x + 1] = 1
except RuntimeError as err:
    print('RuntimeError', err)
