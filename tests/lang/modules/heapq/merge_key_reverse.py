# heapq.merge with key= and reverse=: equal keys keep the inputs' order
import heapq

print(list(heapq.merge(['dog', 'horse'], ['cat', 'fish', 'kangaroo'], key=len)))
print(list(heapq.merge([9, 7, 3], [8, 7, 1], reverse=True)))
print(list(heapq.merge(['kangaroo', 'dog'], ['horse', 'cat'], key=len, reverse=True)))
a = [{'t': 1, 'src': 'a'}, {'t': 4, 'src': 'a'}]
b = [{'t': 1, 'src': 'b'}, {'t': 2, 'src': 'b'}, {'t': 4, 'src': 'b'}]
c = [{'t': 3, 'src': 'c'}]
print([(d['t'], d['src']) for d in heapq.merge(a, b, c, key=lambda d: d['t'])])
print([(d['t'], d['src']) for d in heapq.merge(c, b, a, key=lambda d: d['t'])])
print(list(heapq.merge([5, 3], [4], [6, 1], reverse=True, key=lambda x: x)))
print(list(heapq.merge([1, 2], [1, 2], key=None, reverse=False)))
print(list(heapq.merge(['B', 'c'], ['a', 'D'], key=str.lower)))
