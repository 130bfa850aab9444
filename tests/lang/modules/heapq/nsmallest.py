# heapq.nsmallest
import heapq

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

data = [5, 1, 8, 3, 9, 2, 8, 7, 4, 6, 0, 1]
for n in [-1, 0, 1, 2, 3, 5, 11, 12, 13]:
    print(n, heapq.nsmallest(n, data), heapq.nsmallest(n, iter(data)))
recs = [{'n': 'x', 'p': 3.5}, {'n': 'y', 'p': 1.25}, {'n': 'z', 'p': 1.25}, {'n': 'w', 'p': 9.0}]
for n in [1, 2, 3]:
    print([r['n'] for r in heapq.nsmallest(n, recs, key=lambda r: r['p'])],
          [r['n'] for r in heapq.nsmallest(n, iter(recs), key=lambda r: r['p'])])
print(heapq.nsmallest(2, [3.5, -1, 2**70, True]))
print(heapq.nsmallest(4, 'zyxwvu'), heapq.nsmallest(4, iter('zyxwvu'), key=str.upper))
t(lambda: heapq.nsmallest(2, [[1], (2,)]))
t(lambda: heapq.nsmallest(1, [1, 2], key=5))
t(lambda: heapq.nsmallest(3, iter([1, 2, 3, 4]), key=lambda x: 1 / (x - 3)))
