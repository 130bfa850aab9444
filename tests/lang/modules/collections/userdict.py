from collections import UserDict
from collections.abc import MutableMapping
u = UserDict({'a': 1}, b=2)
print(u, u.data, len(u), u['a'], 'b' in u, list(u), dict(u), type(u).__name__)
u['c'] = 3; del u['a']; print(u)
try:
    u['zz']
except KeyError as e:
    print(type(e).__name__, e)
print(u.get('zz'), u.get('b'), u.pop('b'), u, u.setdefault('d', 4), u)
print(u == {'c': 3, 'd': 4}, u == UserDict(c=3, d=4), isinstance(u, MutableMapping), isinstance(u, dict))
c = u.copy(); c['x'] = 1; print(u, c, type(c).__name__)
print(u | {'e': 5}, {'e': 5} | u, type(u | {}).__name__)
u |= {'f': 6}; print(u)
print(UserDict.fromkeys('ab', 0), UserDict(), UserDict([('k', 'v')]))
class Lower(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
l = Lower(A=1); l['B'] = 2; l.update({'C': 3}); print(l, type(l.copy()).__name__)
class Dflt(UserDict):
    def __missing__(self, key):
        return 'missing:' + key
print(Dflt()['x'])
