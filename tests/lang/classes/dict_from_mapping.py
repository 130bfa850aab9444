# dict(m), dict.update(m) and {**m}-free merging read a mapping through keys()
class M:
    def __init__(self, d):
        self.d = d
    def keys(self):
        return list(self.d)
    def __getitem__(self, k):
        return self.d[k] * 10

m = M({'a': 1, 'b': 2})
print(dict(m))
d = {'z': 0}
d.update(m)
print(d)
d2 = {}
d2.update(M({'q': 5}), extra=1)
print(d2)

class BadKeys:
    def keys(self):
        return ['missing']
    def __getitem__(self, k):
        raise KeyError(k)

try:
    dict(BadKeys())
except KeyError as e:
    print('KeyError', e)

class Pairs:
    def __iter__(self):
        return iter([('x', 1), ('y', 2)])

print(dict(Pairs()))
