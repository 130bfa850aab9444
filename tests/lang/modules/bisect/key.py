# the key= argument (3.10+): applied to the list's items, not to x
import bisect

recs = [('a', 1), ('b', 3), ('c', 3), ('d', 7)]
k = lambda r: r[1]
for x in [0, 1, 3, 5, 7, 8]:
    print(x, bisect.bisect_left(recs, x, key=k), bisect.bisect_right(recs, x, key=k))
bisect.insort(recs, ('e', 3), key=k)
bisect.insort_left(recs, ('f', 3), key=k)
print(recs)
calls = []
def key(v):
    calls.append(v)
    return v
print(bisect.bisect([1, 2, 3, 4, 5, 6, 7], 4, key=key), calls)
calls.clear()
l = [1, 3]
bisect.insort(l, 2, key=key)
print(l, calls)
print(bisect.bisect_left(['bb', 'a', 'ccc'][::-1], 2, key=len) if False else bisect.bisect_left(['a', 'bb', 'ccc'], 2, key=len))
print(bisect.bisect_right([1, 2], 1, key=None))
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: bisect.bisect([1, 2], 1, key=5))
t(lambda: bisect.bisect([1, 2], 'a', key=lambda v: v))
t(lambda: bisect.insort([1, 2], 'a', key=lambda v: v))
t(lambda: bisect.bisect([1, 2], 1, 0, 2, len))
