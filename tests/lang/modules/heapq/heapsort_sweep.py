# heappush then heappop sorts; the heap invariant holds after each operation, over many random lists
import heapq
seed = 12345
def rnd(n):
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    return (seed >> 33) % n
def is_heap(h):
    return all(h[(i - 1) // 2] <= h[i] for i in range(1, len(h)))
bad = 0
for trial in range(150):
    n = rnd(40)
    data = [rnd(50) - 25 for _ in range(n)]
    h = []
    for x in data:
        heapq.heappush(h, x)
        bad += not is_heap(h)
    out = [heapq.heappop(h) for _ in range(n)]
    bad += out != sorted(data)
    h2 = list(data)
    heapq.heapify(h2)
    bad += not is_heap(h2)
    if trial % 30 == 0:
        print(data[:10], h2[:10], out[:10])
print('bad', bad)
h = [5, 3, 8, 1]
heapq.heapify(h)
print(h, heapq.heappop(h), h, heapq.heappushpop(h, 0), h, heapq.heapreplace(h, 10), h)
