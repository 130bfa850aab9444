# iterating and printing sets whose elements change them
s = set(range(5))
try:
    for x in s:
        s.add(x + 100)
except RuntimeError as e:
    print('RuntimeError', e)
s = set(range(5))
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print('RuntimeError', e)
class R:
    def __init__(self, v, target):
        self.v = v
        self.target = target
    def __hash__(self):
        return self.v
    def __repr__(self):
        self.target.clear()
        return 'R%d' % self.v
s = set()
s.add(R(1, s))
print(repr(s).startswith('{R'), len(s))
s = set()
for i in range(5):
    s.add(R(i, s))
r = repr(s)
print(r.count('R') >= 1, len(s))
class G:
    def __init__(self, v, target):
        self.v = v
        self.target = target
    def __hash__(self):
        return self.v
    def __repr__(self):
        for i in range(100):
            self.target.add(i + 1000)
        return 'G%d' % self.v
s = set()
s.add(G(1, s))
r = repr(s)
print(r, len(s))
fs = frozenset([R(3, set())])
print(repr(fs))
# a set comprehension over a set that its hashing grows
class Grow:
    def __init__(self, v, target):
        self.v = v
        self.target = target
    def __hash__(self):
        self.target.add(len(self.target) + 500)
        return self.v
src = set(range(3))
try:
    out = {Grow(x, src) for x in src}
except RuntimeError as e:
    print('RuntimeError', e)
