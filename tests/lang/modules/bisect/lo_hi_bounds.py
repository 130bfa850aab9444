# lo/hi: positional and keyword, clamping, negative lo, hi past the end, hi < lo
import bisect
a = [0, 10, 20, 30, 40, 50]
for lo, hi in [(0, None), (2, None), (0, 3), (2, 4), (4, 2), (6, None), (0, 100), (3, 3), (0, 0), (5, 6), (10, 20)]:
    out = []
    for x in (-5, 0, 15, 20, 45, 99):
        for f in (bisect.bisect_left, bisect.bisect_right):
            try:
                out.append(f(a, x, lo) if hi is None else f(a, x, lo, hi))
            except IndexError as e:
                out.append(type(e).__name__ + ': ' + str(e))
    print(lo, hi, out)
print(bisect.bisect_left(a, 25, lo=1, hi=5), bisect.bisect_right(a, 25, hi=2), bisect.bisect(a, 30, lo=4), bisect.bisect_left(a, x=35, a=a) if False else None)
for lo, hi in [(-1, None), (-1, 3), (0, -1), (0, -10)]:
    for f in (bisect.bisect_left, bisect.bisect_right, bisect.insort_left, bisect.insort_right):
        b = list(a)
        try:
            r = f(b, 25, lo) if hi is None else f(b, 25, lo, hi)
            print(f.__name__, lo, hi, r, b)
        except Exception as e:
            print(f.__name__, lo, hi, type(e).__name__, e)
for lo, hi in [(1.5, None), ('1', None), (None, None), (0, 2.0), (0, None), (True, None)]:
    try:
        print(bisect.bisect_left(a, 25, lo, hi))
    except Exception as e:
        print(type(e).__name__, e)
# hi=-1 is CPython's "not given" (the length); other negative his search nothing
for hi in [-1, -2, -10, None]:
    b = list(a)
    print(hi, bisect.bisect_left(a, 25, 0, hi), bisect.bisect_right(a, 25, 2, hi), bisect.bisect_left(a, 25, hi=hi), bisect.insort(b, 25, 0, hi), b)
for lo, hi in [(0, 2**70), (2**70, None)]:
    try:
        print(bisect.bisect_left(a, 25, lo, hi))
    except OverflowError as e:
        print(type(e).__name__, e)
