# dict methods and views (differential)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = {'a': 1, 'b': 2}
print(d.get('a'), d.get('z'), d.get('z', 0), d.setdefault('c', 3), d.setdefault('a', 9), d)
t(lambda: d.get())
t(lambda: d.get(1, 2, 3))
t(lambda: d.get([]))
t(lambda: d.setdefault())
print(d.pop('c'), d.pop('z', None), d)
t(lambda: d.pop('z'))
t(lambda: d.pop())
t(lambda: {}.popitem())
e = {1: 1, 2: 2, 3: 3}
print(e.popitem(), e.popitem(), e)
print(dict.fromkeys('abc'), dict.fromkeys([1, 2], 0), dict.fromkeys(range(3), []), {}.fromkeys('x', 1))
t(lambda: dict.fromkeys())
t(lambda: dict.fromkeys(1))
t(lambda: dict.fromkeys([[]]))
u = {}
u.update({'a': 1}); u.update([('b', 2)], c=3); u.update(d=4); u.update(); u.update([['e', 5]]); u.update(((1, 2),))
print(u)
t(lambda: u.update(1))
t(lambda: u.update([1]))
t(lambda: u.update([(1, 2, 3)]))
t(lambda: u.update(['ab', 'c']))
t(lambda: u.update({}, {}))
t(lambda: u.update([[]]))
print(dict(a=1), dict([(1, 2)]), dict({1: 2}, x=3), dict(), dict(zip('ab', range(2))))
t(lambda: dict(1))
t(lambda: dict([1, 2]))
t(lambda: dict([(1,)]))
t(lambda: dict({}, {}))
t(lambda: dict([('a', 1, 2)]))
print({'a': 1} | {'b': 2}, {'a': 1} | {'a': 2})
t(lambda: {'a': 1} | [('b', 2)])
t(lambda: {} | 1)
x = {'a': 1}
x |= [('b', 2)]
x |= {'c': 3}
print(x)
def bad_ior():
    y = {}
    y |= 1
t(bad_ior)
def bad_ior2():
    y = {}
    y |= [1]
t(bad_ior2)
c = x.copy(); c['z'] = 0; print(x, c); c.clear(); print(c)
k, v, it = x.keys(), x.values(), x.items()
print(k, v, it, len(k), len(v), len(it), 'a' in k, 1 in v, ('a', 1) in it, ('a', 2) in it, 'q' in it)
x['new'] = 5
print(list(k), list(v), list(it), list(reversed(k)), list(reversed(v)), list(reversed(it)))
print(sorted(k & {'a', 'zz'}), sorted(k | {'q'}), sorted(k - {'a'}), sorted(k ^ {'a', 'w'}), it & {('a', 1)}, sorted(it - {('a', 1)}))
print(type(k & set()).__name__, type(it | set()).__name__, sorted({'zz'} | k), sorted(['a', 'y'] - k), len({('a', 1), 9} ^ it))
print(k == {'a', 'b', 'c', 'new'}, k == set(), k <= {'a', 'b', 'c', 'new', 1}, k < {'a'}, it == set(x.items()))
print(k.isdisjoint({'zz'}), k.isdisjoint(['a']), it.isdisjoint([('a', 1)]))
print(sorted(k), type(k).__name__, type(v).__name__, type(it).__name__)
t(lambda: k & 1)
t(lambda: k[0])
t(lambda: v == v)
t(lambda: hash(k))
t(lambda: {}.keys() == {}.keys())
print({1: 2}.values() == {1: 2}.values(), {1: 2}.items() == {1: 2}.items())
def mut():
    for key in x:
        x[key + 'x'] = 1
t(mut)
def mut2():
    for key in x.values():
        del x['a']
t(mut2)
t(lambda: x['missing'])
t(lambda: x[[1]])
def delmiss():
    del x['nope']
t(delmiss)
print({1: 'a', True: 'b', 1.0: 'c'})
print(dict.get(x, 'b'), list(dict.keys({'p': 1})))
print({}.copy(), {1: {}}.copy())
print(repr({'a': [1, {'b': (2,)}]}))
r = {}
r['self'] = r
print(r)
print(list(reversed({1: 2, 3: 4})), type(iter({}.items())).__name__, type(iter({}.values())).__name__)
