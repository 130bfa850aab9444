# insort_left / insort_right keep the list sorted and place equal items on the right side
import bisect
class V:
    def __init__(self, k, tag): self.k, self.tag = k, tag
    def __lt__(self, o): return self.k < o.k
    def __repr__(self): return f'{self.k}{self.tag}'
a, b = [], []
for i, k in enumerate([5, 3, 5, 1, 3, 9, 5, 0, 9, 3]):
    bisect.insort_left(a, V(k, chr(97 + i)))
    bisect.insort_right(b, V(k, chr(97 + i)))
print(a)
print(b)
c = []
for x in [0.5, 3, -1, 2.5, 3, 3.0, True, -1.5]:
    bisect.insort(c, x)
print(c)
d = list(range(10))
print(bisect.insort(d, 4.5), d, bisect.insort(d, 4.5, 0, 3), d)
s = ['b', 'd']
for ch in 'eacfb':
    bisect.insort_left(s, ch)
print(s)
for bad in [((1, 2), 3), ('abc', 'b'), (None, 1)]:
    try:
        bisect.insort(*bad)
    except Exception as e:
        print(type(e).__name__, e)
