# lo and hi bound the search
import bisect

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = [1, 2, 3, 4, 5, 6, 7, 8]
print(bisect.bisect_left(a, 5, 2), bisect.bisect_left(a, 5, 6), bisect.bisect_left(a, 5, 0, 3))
print(bisect.bisect_right(a, 5, lo=1, hi=4), bisect.bisect_right(a, 0, 3, 6), bisect.bisect_right(a, 9, 3, 6))
print(bisect.bisect_left(a, 5, 0, None), bisect.bisect_left(a, 5, hi=None))
print(bisect.bisect_left(a, 5, 7, 3), bisect.bisect_right(a, 5, 5, 5))
print(bisect.bisect_left(a, 5, 0, 100) if False else 'skip')
l = [1, 5]
bisect.insort(l, 3, 1, 1)
print(l)
bisect.insort_left(l, 0, lo=2)
print(l)
t(lambda: bisect.bisect_left(a, 5, -1))
t(lambda: bisect.bisect_left(a, 5, 'a'))
t(lambda: bisect.bisect_left(a, 5, 0, 'a'))
t(lambda: bisect.bisect_left(a, 5, 0, 2.5))
t(lambda: bisect.bisect_left(a, 5, None))
t(lambda: bisect.bisect_right(a, 5, 0, -3))
t(lambda: bisect.bisect_right(a, 9, 0, 20))
t(lambda: bisect.insort(l, 5, -1))
class I:
    def __index__(self):
        return 3
print(bisect.bisect_left(a, 1, I()), bisect.bisect_right(a, 9, 0, I()))
print(bisect.bisect_left(a, 5, True))
