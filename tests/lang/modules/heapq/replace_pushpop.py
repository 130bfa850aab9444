# heapreplace and heappushpop
import heapq

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

h = [1, 3, 5, 7, 9]
print(heapq.heapreplace(h, 4), h)
print(heapq.heapreplace(h, 0), h)
print(heapq.heappushpop(h, -1), h)
print(heapq.heappushpop(h, 6), h)
print(heapq.heappushpop(h, 4), h)
print(heapq.heappushpop([], 5))
t(lambda: heapq.heapreplace([], 1))
t(lambda: heapq.heapreplace(1, 1))
t(lambda: heapq.heappushpop(1, 1))
t(lambda: heapq.heappushpop([1], 'x'))
t(lambda: heapq.heapreplace([1]))
t(lambda: heapq.heappushpop([1], 2, 3))
# a running top-3
top = []
for x in [5, 1, 9, 3, 7, 2, 8]:
    if len(top) < 3:
        heapq.heappush(top, x)
    else:
        heapq.heappushpop(top, x)
    print(sorted(top))
