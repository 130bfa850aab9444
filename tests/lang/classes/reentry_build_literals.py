# set and dict displays, comprehensions and ** / * merges whose keys run
# Python code (and allocate, so the collector runs) while the new
# container is only half built
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        [str(i) for i in range(6)]
        return self.v % 5
    def __eq__(self, o):
        [str(i) for i in range(6)]
        return isinstance(o, K) and self.v == o.v
    def __repr__(self):
        return 'K%d' % self.v
s = {K(1), K(2), K(6), K(1)}
print(sorted(s, key=lambda k: k.v))
d = {K(1): 'a', K(6): 'b', K(1): 'c', K(11): [1, 2]}
print(d)
print({K(i) for i in range(8)} == {K(i) for i in range(7, -1, -1)})
print({K(i): i for i in range(6)}[K(5)])
base = {K(1): 1, K(2): 2}
print({**base, K(3): 3, **{K(1): 'over'}})
print({*[K(1), K(2)], *{K(2), K(3)}} == {K(1), K(2), K(3)})
print([*{K(4): 0}], (*{K(9)},))
def f(**kw):
    return sorted(kw)
print(f(**{'a': 1}, **{'b': 2}))
try:
    f(**{'a': 1}, **{'a': 2})
except TypeError as e:
    print('TypeError', e)
# keys that empty the dict being merged from
src = {}
class Drop(K):
    def __hash__(self):
        src.clear()
        [str(i) for i in range(6)]
        return 1
src[Drop(1)] = ['v1']
src['x'] = ['v2']
try:
    print(sorted(map(repr, {**src}.values())))
except RuntimeError as e:
    print('RuntimeError', e)
# literal with many keys sharing one hash
class Same:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 0
    def __eq__(self, o):
        [str(i) for i in range(3)]
        return isinstance(o, Same) and o.v == self.v
print(len({Same(0), Same(1), Same(2), Same(3), Same(4), Same(5), Same(6), Same(7), Same(8), Same(0)}))
print(len({Same(0): 0, Same(1): 1, Same(2): 2, Same(3): 3, Same(4): 4, Same(5): 5, Same(6): 6, Same(0): 7}))
