class DefaultDict(dict):
    def __init__(self, factory):
        super().__init__()
        self.factory = factory
    def __missing__(self, key):
        v = self[key] = self.factory()
        return v
d = DefaultDict(list)
d['a'].append(1)
d['a'].append(2)
d['b'].append(3)
print(d, len(d), sorted(d.keys()), d.get('z'), 'a' in d, isinstance(d, dict))
class Attr(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k)
a = Attr(x=1, y=2)
print(a.x, a['y'], a, list(a.items()))
class Upper(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.upper(), v)
u = Upper()
u['a'] = 1
print(u, dict(u))
class Counts(dict):
    def add(self, k):
        self[k] = self.get(k, 0) + 1
c = Counts()
for w in 'a b a c a'.split():
    c.add(w)
print(c, max(c, key=c.get), type(c).__name__)
print(Counts({'q': 1}), Counts([('r', 2)]))
