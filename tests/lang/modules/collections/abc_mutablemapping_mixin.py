from collections.abc import MutableMapping
class Store(MutableMapping):
    def __init__(self):
        self.data = {}
    def __getitem__(self, k):
        return self.data[k.lower()]
    def __setitem__(self, k, v):
        self.data[k.lower()] = v
    def __delitem__(self, k):
        del self.data[k.lower()]
    def __iter__(self):
        return iter(self.data)
    def __len__(self):
        return len(self.data)
s = Store()
s['A'] = 1; s['b'] = 2
print(dict(s), s['a'], 'B' in s, len(s))
s.update({'C': 3}, D=4); print(dict(s))
s.update([('E', 5)]); print(dict(s))
print(s.pop('a'), s.pop('zz', 'none'), dict(s))
try:
    s.pop('zz')
except KeyError as e:
    print(type(e).__name__, e)
print(s.setdefault('F', 6), s.setdefault('f', 7), dict(s))
print(s.popitem(), dict(s))
del s['C']; print(dict(s))
s.clear(); print(dict(s), len(s))
try:
    s.popitem()
except KeyError as e:
    print(type(e).__name__, e)
print(s == {}, s.get('x', 'd'))
