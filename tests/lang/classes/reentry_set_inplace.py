# |=, &=, -=, ^= between sets whose keys' __eq__ watch or change the set
# being updated: |=, -= and ^= change it as they go, &= swaps at the end
seen = []
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v % 4
    def __eq__(self, o):
        seen.append(len(target))
        return isinstance(o, K) and self.v == o.v
    def __repr__(self):
        return 'K%d' % self.v
def ks(*vs):
    return {K(v) for v in vs}
target = ks(0, 1, 2, 3)
seen.clear()
target |= ks(4, 5, 8)
print(sorted(k.v for k in target), seen)
target = ks(0, 1, 2, 3, 4, 8)
seen.clear()
target -= ks(4, 8, 12)
print(sorted(k.v for k in target), seen)
target = ks(0, 1, 4)
seen.clear()
target ^= ks(4, 8)
print(sorted(k.v for k in target), seen)
target = ks(0, 1, 4, 8)
seen.clear()
target &= ks(4, 8, 12)
print(sorted(k.v for k in target), seen)
# frozensets make new objects
f = frozenset(ks(1, 2))
g = f
f |= ks(3)
print(f is g, sorted(k.v for k in f), type(f).__name__)
# the other operand is cleared by an __eq__ while it is being merged in
class Clear(K):
    __hash__ = K.__hash__
    def __eq__(self, o):
        other.clear()
        return isinstance(o, K) and self.v == o.v
other = set()
target = {Clear(0), Clear(4)}
other = {K(8), K(12), K(16)}
try:
    target |= other
    print(len(target) >= 2)
except RuntimeError as e:
    print('RuntimeError', e)
target = {Clear(0), Clear(4)}
other = {K(8), K(4)}
target -= other
print(len(target) <= 2, len(other))
# a set with itself
s = ks(1, 2)
s |= s
print(len(s))
s &= s
print(len(s))
s ^= s
print(len(s))
s = ks(1, 2)
s -= s
print(len(s))
