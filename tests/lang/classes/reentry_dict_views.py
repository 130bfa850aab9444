# keys() / items() / values() views in set operations, comparisons and
# membership, with keys and values that run Python code
hashes = []
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        hashes.append(self.v)
        return self.v
    def __eq__(self, o):
        [str(i) for i in range(3)]
        return isinstance(o, K) and self.v == o.v
    def __repr__(self):
        return 'K%d' % self.v
d = {K(1): 'a', K(2): 'b', K(3): 'c'}
hashes.clear()
print(sorted(d.keys() & {K(2), K(3), K(4)}, key=lambda k: k.v))
print(sorted(d.keys() | [K(9)], key=lambda k: k.v), sorted(d.keys() - {K(1)}, key=lambda k: k.v))
print(d.keys() == {K(1), K(2), K(3)}, d.keys() <= {K(1), K(2), K(3), K(4)})
print((K(2), 'b') in d.items(), (K(2), 'x') in d.items(), 'c' in d.values(), K(3) in d.keys())
print(d.keys().isdisjoint([K(7), K(8)]), d.items().isdisjoint([(K(1), 'a')]))
print(len(hashes) > 0)
# a value's __eq__ clears the dict while `in values()` walks it
class V:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        d2.clear()
        return False
d2 = {1: V(1), 2: V(2), 3: V(3)}
try:
    print(0 in d2.values(), d2)
except RuntimeError as e:
    print('RuntimeError', e, d2)
# items() membership where the value's __eq__ deletes the entry
class W:
    def __eq__(self, o):
        d3.pop(1, None)
        return True
d3 = {1: W()}
print((1, 'anything') in d3.items(), d3)
# iterating a view while the dict changes
d4 = {i: i for i in range(4)}
try:
    for k in d4.keys():
        d4[k + 10] = 1
except RuntimeError as e:
    print('RuntimeError', e)
print(sorted(d4.keys() ^ {0, 99}))
# views compared with and combined with fresh sets while __eq__ collects
d5 = {K(i): i for i in range(6)}
print(d5.keys() == {K(i) for i in range(6)}, d5.keys() != {K(i) for i in range(5)}, d5.items() <= {(K(i), i) for i in range(7)})
print(sorted(k.v for k in {K(1), K(2)} & d5.keys()), sorted(k.v for k in d5.keys() ^ [K(0), K(9)]))
print(sorted((k.v, v) for k, v in d5.items() & {(K(2), 2), (K(3), 0)}))
