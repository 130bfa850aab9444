# the module's names: bisect is bisect_right, insort is insort_right; reprs and argument keywords
import bisect
print(bisect.bisect is bisect.bisect_right or bisect.bisect(range(5), 2) == bisect.bisect_right(range(5), 2),
      bisect.insort is bisect.insort_right or True)
print([n for n in ['bisect', 'bisect_left', 'bisect_right', 'insort', 'insort_left', 'insort_right'] if hasattr(bisect, n)])
print(bisect.bisect_left(a=[1, 2, 3], x=2), bisect.bisect_right(x=2, a=[1, 2, 2, 3], lo=1, hi=3, key=None))
l = [1, 5]
bisect.insort_left(a=l, x=3, lo=0, hi=2)
print(l)
for kw in [{'b': 1}, {'a': [1], 'x': 1, 'y': 2}]:
    try:
        bisect.bisect_left(**kw)
    except TypeError as e:
        print(type(e).__name__, e)
