# heapq.nlargest: n small and large, keys, ties kept in input order
import heapq

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

data = [5, 1, 8, 3, 9, 2, 8, 7, 4, 6, 0]
for n in [-1, 0, 1, 2, 3, 5, 10, 11, 12, 100]:
    print(n, heapq.nlargest(n, data), heapq.nlargest(n, iter(data)))
words = ['bb', 'a', 'ccc', 'dd', 'e', 'fff', 'gg']
for n in [0, 1, 2, 3, 4, 7, 8]:
    print(n, heapq.nlargest(n, words, key=len), heapq.nlargest(n, iter(words), key=len))
pairs = [(1, 'a'), (3, 'b'), (3, 'c'), (2, 'd'), (3, 'e')]
print(heapq.nlargest(2, pairs, key=lambda p: p[0]), heapq.nlargest(2, iter(pairs), key=lambda p: p[0]))
print(heapq.nlargest(1, []), heapq.nlargest(1, iter([])), heapq.nlargest(3, []))
print(heapq.nlargest(2, {3: 'a', 1: 'b', 2: 'c'}))
print(heapq.nlargest(3, 'hello world'))
t(lambda: heapq.nlargest(2, 1))
t(lambda: heapq.nlargest('a', [1]))
t(lambda: heapq.nlargest('a', iter([1])))
t(lambda: heapq.nlargest(2, [1, 'a', 2]))
t(lambda: heapq.nlargest(2.0, iter([1, 2, 3])))
t(lambda: heapq.nlargest(2))
