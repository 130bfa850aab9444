from collections.abc import Mapping, MutableMapping
class Frozen(Mapping):
    def __init__(self, *a, **k):
        self._d = dict(*a, **k)
    def __getitem__(self, key):
        return self._d[key]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
f = Frozen(a=1, b=2)
print(len(f), f['a'], 'a' in f, 'z' in f, f.get('z'), f.get('a'), f.get('z', 0))
print(list(f), list(f.keys()), list(f.values()), list(f.items()), dict(f))
print(f == {'a': 1, 'b': 2}, f == Frozen(b=2, a=1), f != {'a': 1}, f == [1])
print(isinstance(f, Mapping), isinstance(f, MutableMapping), isinstance(f, dict))
print(len(f.keys()), 'a' in f.keys(), ('a', 1) in f.items(), ('a', 2) in f.items(), 2 in f.values(), 3 in f.values())
print(f.keys() == {'a', 'b'}, f.keys() & {'a', 'z'}, f.keys() | {'z'} == {'a', 'b', 'z'}, f.keys() - {'a'})
print(sorted(f.items() | {('q', 0)}), f.keys().isdisjoint({'q'}), f.keys() <= {'a', 'b', 'c'})
try:
    f['zz']
except KeyError as e:
    print(type(e).__name__, e)
try:
    f['a'] = 1
except TypeError as e:
    print(type(e).__name__, e)
class Bad(Mapping):
    pass
try:
    Bad()
except TypeError as e:
    print(type(e).__name__, e)
class Half(Mapping):
    def __getitem__(self, k):
        return 1
try:
    Half()
except TypeError as e:
    print(type(e).__name__, e)
