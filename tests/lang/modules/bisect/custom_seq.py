# bisect over a script's sequence: __len__ and __getitem__ are what it uses
import bisect

class Squares:
    def __init__(self, n):
        self.n = n
        self.reads = []
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        self.reads.append(i)
        if i >= self.n:
            raise IndexError(i)
        return i * i
s = Squares(100)
print(bisect.bisect_left(s, 50), s.reads)
s.reads.clear()
print(bisect.bisect_right(s, 49), s.reads)
print(bisect.bisect_left(s, 10**9), bisect.bisect_left(s, -1))
class NoLen:
    def __getitem__(self, i):
        return i
print(bisect.bisect_left(NoLen(), 5, 0, 10))
try:
    bisect.bisect_left(NoLen(), 5)
except Exception as e:
    print(type(e).__name__, e)
class Cmp:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        print('lt', self.v, o.v if isinstance(o, Cmp) else o)
        return self.v < (o.v if isinstance(o, Cmp) else o)
    def __gt__(self, o):
        print('gt', self.v)
        return NotImplemented
l = [Cmp(1), Cmp(3), Cmp(5)]
print(bisect.bisect_left(l, Cmp(4)))
print(bisect.bisect_right(l, Cmp(3)))
print(bisect.bisect_right([1, 3, 5], Cmp(2)))
