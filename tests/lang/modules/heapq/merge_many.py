# merge of several sorted inputs: generators, empty inputs, stability across inputs, key and reverse
import heapq
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])), list(heapq.merge()), list(heapq.merge([], [], [1])))
print(list(heapq.merge((x * 2 for x in range(5)), iter([1, 3, 5]), range(0, 10, 4))))
print(list(heapq.merge([(1, 'a'), (2, 'a')], [(1, 'b'), (2, 'b')], key=lambda t: t[0])))
print(list(heapq.merge([9, 5, 1], [8, 4], [7, 7, 0], reverse=True)), list(heapq.merge(['bb', 'a'], ['ccc'], key=len, reverse=True)))
print(list(heapq.merge('ace', 'bdf')), list(heapq.merge([1.5, 2], [1, 2.5], [True])))
m = heapq.merge([1, 3], [2, 4])
print(next(m), next(m), list(m))
class K:
    def __init__(self, v, tag): self.v, self.tag = v, tag
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f'{self.v}{self.tag}'
print(list(heapq.merge([K(1, 'x'), K(2, 'x')], [K(1, 'y'), K(2, 'y')], [K(1, 'z')])))
many = [range(i, 60, 7) for i in range(7)]
print(list(heapq.merge(*many)) == list(range(60)))
for bad in [lambda: list(heapq.merge([1], ['a'])), lambda: list(heapq.merge(1, [2])), lambda: list(heapq.merge([1], key=5))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
