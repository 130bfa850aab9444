# heaps of tuples, strings, floats with nan/inf, and objects with only __lt__; comparison errors mid-operation
import heapq
h = []
for item in [(3, 'c'), (1, 'z'), (1, 'a'), (2, 'b'), (3, 'a')]:
    heapq.heappush(h, item)
print(h, [heapq.heappop(h) for _ in range(5)])
f = [3.5, float('inf'), -0.0, 0.0, float('-inf'), 1e300]
heapq.heapify(f)
print(f, [heapq.heappop(f) for _ in range(len(f))])
s = list('zyxwabc')
heapq.heapify(s)
print(s)
class OnlyLt:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f'L{self.v}'
o = [OnlyLt(v) for v in [4, 2, 6, 1]]
heapq.heapify(o)
print(o, heapq.heappop(o), heapq.nsmallest(2, o), heapq.nlargest(2, o))
class NoCmp:
    pass
for f in [lambda: heapq.heapify([1, 'a', 2]), lambda: heapq.heappush([1], 'x'), lambda: heapq.heapify([NoCmp(), NoCmp()]),
          lambda: heapq.heappush([(1, NoCmp())], (1, NoCmp()))]:
    try:
        f()
        print('ok')
    except TypeError as e:
        print(type(e).__name__, e)
mixed = [3, 'a']
try:
    heapq.heapify(mixed)
except TypeError:
    pass
print(mixed)
