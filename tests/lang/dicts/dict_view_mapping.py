# dict views' .mapping: a read-only proxy of the dict (differential)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = {'a': 1, 'b': 2}
m = d.keys().mapping
print(m, d.values().mapping, d.items().mapping['b'], len(m), 'a' in m, list(m), m.get('z', 0), list(m.keys()), list(m.values()), list(m.items()), m.copy(), m == d, type(m).__name__)
d['c'] = 3
print(m, len(m))
t(lambda: m['zz'])
def setit():
    m['x'] = 1
t(setit)
t(lambda: m.pop('a'))
t(lambda: hash(m))
print(repr({}.keys().mapping))
