from collections import defaultdict
d = defaultdict(list, {'a': [1]})
c = d.copy(); c['b'].append(2)
print(d, c, type(c).__name__, c.default_factory)
print(d.copy()['a'] is d['a'])
e = d.__copy__(); print(e, type(e).__name__)
m = d | {'z': [9]}; print(m, type(m).__name__, m.default_factory)
r = {'z': [9], 'a': [0]} | d; print(r, type(r).__name__)
d |= {'q': [5]}; print(d, type(d).__name__)
d |= [('w', [6])]; print(d)
try:
    d | [('x', 1)]
except TypeError as e:
    print(type(e).__name__)
print(dict(d), list(d.keys()), list(d.values()))
print(d == {'a': [1], 'q': [5], 'w': [6]}, d == defaultdict(int, {'a': [1], 'q': [5], 'w': [6]}))
f = defaultdict.fromkeys('ab', 0); print(f, f.default_factory)
