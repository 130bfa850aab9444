from collections.abc import Sequence, MutableSequence, Reversible, Iterable
class Squares(Sequence):
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError('out of range')
        return i * i
    def __len__(self):
        return self.n
s = Squares(6)
print(list(s), list(reversed(s)), 9 in s, 10 in s, s.index(16), s.count(4), len(s), s[1:4])
try:
    s.index(7)
except ValueError as e:
    print(type(e).__name__, e)
print(s.index(9, 2), isinstance(s, Sequence), isinstance(s, Reversible), isinstance(s, Iterable))
print(sorted(s, reverse=True), sum(s), max(s), [x for x in s if x % 2])
class Buf(MutableSequence):
    def __init__(self, *xs):
        self.xs = list(xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __setitem__(self, i, v):
        self.xs[i] = v
    def __delitem__(self, i):
        del self.xs[i]
    def __len__(self):
        return len(self.xs)
    def insert(self, i, v):
        self.xs.insert(i, v)
b = Buf(1, 2, 3)
b.append(4); b.extend([5, 6]); print(b.xs)
b.reverse(); print(b.xs)
print(b.pop(), b.pop(0), b.xs)
b.remove(3); print(b.xs)
b += [7]; print(b.xs)
b.extend(b); print(b.xs)
b.clear(); print(b.xs)
try:
    b.remove(1)
except ValueError as e:
    print(type(e).__name__)
try:
    b.pop()
except IndexError as e:
    print(type(e).__name__, e)
