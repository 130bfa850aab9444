# items compared by their own __lt__: the same calls in the same order
import heapq

log = []
class P:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        log.append((self.v, o.v))
        return self.v < o.v
    def __repr__(self):
        return 'P%d' % self.v

h = [P(v) for v in [5, 3, 8, 1, 9, 2]]
heapq.heapify(h)
print(h, log)
log.clear()
heapq.heappush(h, P(0))
print(h, log)
log.clear()
print(heapq.heappop(h), h, log)
log.clear()
print(heapq.heapreplace(h, P(7)), h, log)
log.clear()
print(heapq.heappushpop(h, P(4)), h, log)
log.clear()
print(heapq.nsmallest(2, [P(3), P(1), P(2), P(0)]), len(log))
class Shrink:
    def __init__(self, h):
        self.h = h
    def __lt__(self, o):
        self.h.clear()
        return True
h = []
h.append(Shrink(h))
h.append(Shrink(h))
try:
    heapq.heappush(h, Shrink(h))
except Exception as e:
    print(type(e).__name__, e)
