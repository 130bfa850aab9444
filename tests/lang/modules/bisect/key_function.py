# key=: records sorted by a field, lambdas, key with lo/hi, the key is not applied to x, insort with key
import bisect
from operator import itemgetter, attrgetter
recs = [('ann', 3), ('bob', 7), ('cy', 7), ('dee', 12), ('eve', 20)]
k = itemgetter(1)
for x in (0, 3, 7, 8, 12, 25):
    print(x, bisect.bisect_left(recs, x, key=k), bisect.bisect_right(recs, x, key=k), bisect.bisect(recs, x, key=k),
          bisect.bisect_left(recs, x, 1, 3, key=k), bisect.bisect_right(recs, x, lo=2, key=k))
words = ['a', 'bb', 'ccc', 'dddd']
print(bisect.bisect_left(words, 2, key=len), bisect.bisect_right(words, 2, key=len), bisect.bisect_left(words, 0, key=len))
ins = list(recs)
bisect.insort(ins, ('zed', 7), key=k)
bisect.insort_left(ins, ('amy', 7), key=k)
bisect.insort_right(ins, ('al', 0), key=k)
bisect.insort_left(ins, ('last', 99), key=k)
print(ins)
class P:
    def __init__(self, n): self.n = n
    def __repr__(self): return f'P({self.n})'
ps = [P(1), P(4), P(9)]
bisect.insort(ps, P(5), key=attrgetter('n'))
print(ps, bisect.bisect_left(ps, 4, key=attrgetter('n')))
print(bisect.bisect_left([3, 2, 1], -2, key=lambda v: -v), bisect.bisect_left([1, 2, 3], 2, key=None))
for f in [lambda: bisect.bisect_left(recs, 'x', key=k), lambda: bisect.bisect_left(recs, 1, key=5),
          lambda: bisect.bisect_left(recs, 1, key=lambda r: r[5]), lambda: bisect.insort(recs[:], 3, key=k)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
