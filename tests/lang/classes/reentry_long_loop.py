# special methods that loop for a while inside a built-in operation: the
# work gets done (the instruction budget is charged, not refused)
class Slow:
    def __init__(self, v):
        self.v = v
    def _spin(self):
        t = 0
        for i in range(2000):
            t += i
        return t
    def __eq__(self, o):
        self._spin()
        return isinstance(o, Slow) and self.v == o.v
    def __hash__(self):
        self._spin()
        return self.v % 4
    def __lt__(self, o):
        self._spin()
        return self.v < o.v
    def __repr__(self):
        self._spin()
        return 'S%d' % self.v
items = [Slow(i) for i in range(20)]
d = {x: x.v for x in items}
print(d[Slow(7)], Slow(19) in d, Slow(20) in d)
s = set(items)
print(len(s), Slow(3) in s)
print(sorted(reversed(items))[:3], min(items), max(items))
print(items.index(Slow(12)), items.count(Slow(5)), Slow(9) in items)
print(repr(items[:4]), str({1: items[0]}), repr((items[1],)))
print([Slow(i) for i in range(5)] == [Slow(i) for i in range(5)])
print(sorted(items, key=lambda x: Slow(-x.v))[0])
class SlowIter:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        t = 0
        for i in range(1000):
            t += i
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
print(list(SlowIter(10)), sum(SlowIter(100)), ''.join(map(str, SlowIter(5))))
