# sorted() over objects made on the fly, with keys made on the fly, and
# comparisons that allocate (so the collector runs in the middle)
class P:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        [str(i) for i in range(8)]
        return self.v < other.v
    def __repr__(self):
        return 'P%d' % self.v
class gen:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return P(((self.i - 1) * 37) % 101)
r = sorted(gen(60))
print([p.v for p in r][:10], len(r))
r = sorted(gen(60), key=lambda p: P(-p.v))
print([p.v for p in r][:10])
r = sorted(gen(60), key=lambda p: (p.v % 3, P(p.v)), reverse=True)
print([p.v for p in r][:10])
r = sorted(map(P, range(10, 0, -1)))
print(r)
# the iterable is a class with __iter__ returning a fresh iterator
class Src:
    def __iter__(self):
        return iter([P(3), P(1), P(2)])
print(sorted(Src()))
class It:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > 5:
            raise StopIteration
        return P(10 - self.i)
print(sorted(It()))
# the key raises half way: the error comes out, nothing is returned
def k(p):
    if p.v == 2:
        raise IndexError('two')
    return p.v
try:
    sorted([P(3), P(2), P(1)], key=k)
except IndexError as e:
    print('IndexError', e)
# __next__ raises
class BadIt:
    def __iter__(self):
        return self
    def __next__(self):
        raise OSError('io')
try:
    sorted(BadIt())
except OSError as e:
    print('OSError', e)
# stability with equal keys made fresh
items = [(i % 3, i) for i in range(12)]
print(sorted(items, key=lambda t: P(t[0])) == sorted(items, key=lambda t: t[0]))
