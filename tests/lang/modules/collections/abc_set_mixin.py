from collections.abc import Set, MutableSet
class LSet(Set):
    def __init__(self, it=()):
        self.items = []
        for x in it:
            if x not in self.items:
                self.items.append(x)
    def __contains__(self, x):
        return x in self.items
    def __iter__(self):
        return iter(self.items)
    def __len__(self):
        return len(self.items)
    def __repr__(self):
        return 'LSet(%r)' % (self.items,)
a = LSet('abc'); b = LSet('bcd')
print(a & b, a | b, a - b, b - a, a ^ b)
print(a == LSet('cba'), a != b, a <= LSet('abcd'), a < LSet('abcd'), a < a, a >= LSet('a'), a > LSet('ab'))
print(a == {'a', 'b', 'c'}, a <= {'a', 'b', 'c', 'x'}, a.isdisjoint('xyz'), a.isdisjoint('az'))
print(a & 'ab', sorted(a | ['q']), a - {'a'})
class MSet(MutableSet):
    def __init__(self, it=()):
        self.s = set(it)
    def __contains__(self, x):
        return x in self.s
    def __iter__(self):
        return iter(sorted(self.s))
    def __len__(self):
        return len(self.s)
    def add(self, x):
        self.s.add(x)
    def discard(self, x):
        self.s.discard(x)
m = MSet([3, 1, 2])
m.remove(1); print(sorted(m))
try:
    m.remove(99)
except KeyError as e:
    print(type(e).__name__, e)
m |= [5, 6]; print(sorted(m))
m &= {2, 5, 6, 9}; print(sorted(m))
m -= {5}; print(sorted(m))
m ^= {6, 7}; print(sorted(m))
print(m.pop(), sorted(m))
m.clear(); print(len(m))
try:
    m.pop()
except KeyError as e:
    print(type(e).__name__)
