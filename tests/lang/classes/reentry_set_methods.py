# the named set methods with iterables and keys that run Python code:
# which keys get hashed (and how often), early exits, and mutation
hashes = []
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        hashes.append(self.v)
        return self.v
    def __eq__(self, o):
        return isinstance(o, K) and self.v == o.v
    def __repr__(self):
        return 'K%d' % self.v
def ks(*vs):
    return [K(v) for v in vs]
a = set(ks(1, 2, 3))
b = set(ks(2, 3, 4))
hashes.clear()
print(sorted(a.union(b, ks(9)), key=lambda k: k.v), hashes)
hashes.clear()
print(sorted(a.intersection(b), key=lambda k: k.v), sorted(a.intersection(ks(3, 1)), key=lambda k: k.v), hashes)
hashes.clear()
print(sorted(a.difference(b), key=lambda k: k.v), sorted(a.difference(ks(1)), key=lambda k: k.v), hashes)
hashes.clear()
print(sorted(a.symmetric_difference(b), key=lambda k: k.v), sorted(a.symmetric_difference(ks(1, 5)), key=lambda k: k.v), hashes)
hashes.clear()
print(a.issubset(b), a.issubset(ks(1, 2, 3, 4)), a.issuperset(ks(1, 7, 2)), a.isdisjoint(ks(8, 2, 9)), hashes)
hashes.clear()
print(a.isdisjoint(b), a.issuperset(b), b.issubset(a), hashes)
# the iterable stops being read at the first answer
class Noisy:
    def __init__(self, vals):
        self.vals = vals
        self.taken = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.taken >= len(self.vals):
            raise StopIteration
        self.taken += 1
        return self.vals[self.taken - 1]
n = Noisy(ks(5, 2, 6, 7))
print(a.isdisjoint(n), n.taken)
n = Noisy(ks(1, 9, 2))
print(a.issuperset(n), n.taken)
n = Noisy(ks(1, 2, 3, 9))
print(a.issubset(n), n.taken)
# update methods in place
s = set(ks(1, 2, 3, 4))
s.difference_update(ks(1), ks(2))
s.intersection_update(ks(3, 4, 5), ks(4, 3))
s.symmetric_difference_update(ks(4, 6))
print(sorted(s, key=lambda k: k.v))
s.update(ks(7), {K(8)}, {K(9): 0})
print(sorted(s, key=lambda k: k.v))
# pop takes keys out without hashing them, in CPython's order
s = set(range(10))
order = [s.pop() for i in range(4)]
s.add(0)
s.add(100)
order += [s.pop() for i in range(3)]
print(order, sorted(s))
hashes.clear()
s = set(ks(4, 5, 6))
hashes.clear()
popped = sorted(s.pop().v for i in range(3))
print(popped, hashes)
try:
    s.pop()
except KeyError as e:
    print('KeyError', e)
# a key's __eq__ that grows the set it is being removed from
class Grow(K):
    __hash__ = K.__hash__
    def __eq__(self, o):
        target.update(range(100, 140))
        return K.__eq__(self, o)
target = set()
g = Grow(5)
target.add(g)
target.remove(Grow(5))
print(len(target), g in target)
