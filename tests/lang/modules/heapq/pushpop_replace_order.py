# heappushpop vs heapreplace: which item comes back, the layout left behind, and on empty heaps
import heapq
for start in [[1, 3, 5, 7], [10], [2, 2, 2]]:
    for item in [0, 2, 4, 100]:
        a, b = list(start), list(start)
        heapq.heapify(a); heapq.heapify(b)
        print(start, item, heapq.heappushpop(a, item), a, heapq.heapreplace(b, item), b)
e = []
print(heapq.heappushpop(e, 5), e)
for f in (heapq.heapreplace, heapq.heappop):
    try:
        f([], 1) if f is heapq.heapreplace else f([])
    except IndexError as ex:
        print(f.__name__, type(ex).__name__, ex)
h = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    heapq.heappush(h, (x, -x))
print(h, [heapq.heappop(h) for _ in range(3)], h)
