# heappush / heappop: a priority queue
import heapq

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

h = []
for x in [5, 7, 9, 1, 3, 1, 8]:
    heapq.heappush(h, x)
    print(h)
out = []
while h:
    out.append(heapq.heappop(h))
    print(h)
print(out)
tasks = []
heapq.heappush(tasks, (2, 'write'))
heapq.heappush(tasks, (1, 'plan'))
heapq.heappush(tasks, (3, 'ship'))
heapq.heappush(tasks, (1, 'coffee'))
print([heapq.heappop(tasks) for _ in range(4)])
t(lambda: heapq.heappop([]))
t(lambda: heapq.heappop(1))
t(lambda: heapq.heappop((1,)))
t(lambda: heapq.heappush(1, 1))
t(lambda: heapq.heappush([], 1, 2))
t(lambda: heapq.heappush([]))
t(lambda: heapq.heappush(x=1))
t(lambda: heapq.heappop())
t(lambda: heapq.heappush([1], 'a'))
h = [1]
t(lambda: heapq.heappush(h, None))
print(h)
class L(list):
    pass
h = L([3, 1, 2])
heapq.heapify(h)
heapq.heappush(h, 0)
print(h, type(h).__name__, heapq.heappop(h))
