# heapify gives CPython's exact layout (not just any heap) for many inputs
import heapq
cases = [list(range(20, 0, -1)), list(range(20)), [5] * 7, [3, 1, 2], [], [1], [2, 1], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
         [0.5, -1, 3, 2.25, -7, 8, 8, 1], list('heapqueuesorted'), [(2, 'b'), (1, 'z'), (2, 'a'), (0, 'q')],
         [i * 37 % 101 for i in range(60)], [[3], [1, 2], [1], [0, 9]]]
for c in cases:
    h = list(c)
    heapq.heapify(h)
    print(h)
h = [i * 7919 % 1009 for i in range(300)]
heapq.heapify(h)
print(h[:40], sum(i * v for i, v in enumerate(h)))
