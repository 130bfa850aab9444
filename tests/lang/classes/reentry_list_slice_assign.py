# slice assignment from a user iterable whose iteration changes the target
class Src:
    def __init__(self, target, act, vals):
        self.target = target
        self.act = act
        self.vals = vals
    def __iter__(self):
        self.act(self.target)
        return iter(self.vals)
l = list(range(10))
l[2:5] = Src(l, lambda t: t.clear(), ['a', 'b'])
print(l)
l = list(range(10))
l[2:5] = Src(l, lambda t: t.extend(range(100, 105)), ['a', 'b'])
print(l)
l = list(range(10))
l[8:] = Src(l, lambda t: t.__delitem__(slice(3, None)), ['x'])
print(l)
l = list(range(10))
l[:] = Src(l, lambda t: t.append('new'), 'pq')
print(l)
l = list(range(10))
l[1:9:2] = Src(l, lambda t: t.extend([0] * 4), 'wxyz')
print(l)
l = list(range(6))
try:
    l[::2] = Src(l, lambda t: None, 'ab')
except ValueError as e:
    print('ValueError', e)
def boom(t):
    t.append(99)
    raise ImportError('boom')
l = list(range(6))
try:
    l[1:3] = Src(l, boom, 'ab')
except ImportError as e:
    print('ImportError', e)
print(l)
# += from an iterator that grows the list (bounded)
l = [1, 2]
class Grow:
    def __iter__(self):
        return self
    def __init__(self):
        self.i = 0
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        l.append(-self.i)
        return self.i
l += Grow()
print(l)
l = [1, 2]
l.extend(Grow())
print(l)
l = [1, 2]
l[len(l):] = Grow()
print(l)
