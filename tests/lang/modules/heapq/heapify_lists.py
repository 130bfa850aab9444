# heapify and heappush leave the list exactly as CPython's sifts do
import heapq

def numbers(seed, n, mod):
    out = []
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2**31
        out.append(x % mod)
    return out

for seed in range(12):
    for n in [0, 1, 2, 3, 7, 16, 33, 100]:
        data = numbers(seed, n, 50)
        h = list(data)
        heapq.heapify(h)
        print(seed, n, h)
        p = []
        for x in data:
            heapq.heappush(p, x)
        print(' push', p)
big = numbers(99, 3000, 1000)
h = list(big)
heapq.heapify(h)
print(h[:40], h[-20:])
print([heapq.heappop(h) for _ in range(20)], len(h))
h = ['pear', 'apple', 'fig', 'kiwi', 'banana', 'date']
heapq.heapify(h)
print(h)
h = [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z')]
heapq.heapify(h)
print(h)
