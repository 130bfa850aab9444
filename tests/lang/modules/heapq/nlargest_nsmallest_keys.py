# nlargest / nsmallest: n of every size, keys, ties in first-seen order, iterators, equality with sorted
import heapq
data = [7, 3, 9, 3, 1, 9, 4, 7, 0, -2, 9]
for n in [-1, 0, 1, 2, 3, 5, 11, 12, 100]:
    print(n, heapq.nlargest(n, data), heapq.nsmallest(n, data), heapq.nlargest(n, iter(data)), heapq.nsmallest(n, iter(data)))
recs = [('a', 2), ('b', 1), ('c', 2), ('d', 3), ('e', 1), ('f', 3)]
for n in (1, 2, 3, 4, 6):
    print(n, heapq.nlargest(n, recs, key=lambda r: r[1]), heapq.nsmallest(n, recs, key=lambda r: r[1]))
print(heapq.nlargest(2, 'hello world'), heapq.nsmallest(3, {5: 'x', 1: 'y', 3: 'z'}), heapq.nlargest(1, []), heapq.nsmallest(2, [], key=abs))
print(heapq.nlargest(3, [-5, 2, -8, 1], key=abs), heapq.nsmallest(3, [-5, 2, -8, 1], key=abs), heapq.nlargest(1, [3, 1], key=None))
ok = 0
for seed in range(40):
    vals = [(seed * 31 + i * 17) % 23 for i in range(seed % 15)]
    for n in range(0, 16, 3):
        ok += heapq.nlargest(n, vals) == sorted(vals, reverse=True)[:n]
        ok += heapq.nsmallest(n, vals) == sorted(vals)[:n]
        ok += heapq.nsmallest(n, vals, key=lambda v: -v) == sorted(vals, key=lambda v: -v)[:n]
print(ok)
for bad in [lambda: heapq.nlargest('2', [1]), lambda: heapq.nsmallest(2, 5), lambda: heapq.nlargest(2, [1, 'a']), lambda: heapq.nsmallest(1.5, [1])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
