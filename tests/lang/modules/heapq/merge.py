# heapq.merge: sorted inputs into one sorted output
import heapq

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge()))
print(list(heapq.merge([])))
print(list(heapq.merge([1, 2, 3])))
print(list(heapq.merge('ace', 'bdf')))
print(list(heapq.merge([(1, 'b'), (2, 'b')], [(1, 'a'), (2, 'a')])))
print(list(heapq.merge(iter([1, 1]), iter([1]), [1, 2])))
m = heapq.merge([1, 4], [2, 3])
print(next(m), next(m), list(m), list(m))
t(lambda: list(heapq.merge([1], 5)))
t(lambda: list(heapq.merge([1], ['a'])))
t(lambda: heapq.merge([1], x=1))
m = heapq.merge([1], 5)
print('lazy')
t(lambda: next(m))
