# bisect's argument errors
import bisect

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for name in ['bisect_left', 'bisect_right', 'insort_left', 'insort_right', 'bisect', 'insort']:
    fn = getattr(bisect, name)
    print('--', name, repr(fn))
    t(lambda: fn())
    t(lambda: fn([1]))
    t(lambda: fn([1], 1, y=2))
    t(lambda: fn([1], 1, 0, 1, 2))
    t(lambda: fn(1, 1))
    t(lambda: fn(None, 1, 0, 3))
    t(lambda: fn({1: 2}, 1, 0, 1))
    t(lambda: fn([1], 1, a=[2]))
    t(lambda: fn((1, 2), 1))
    t(lambda: fn([1, 'a'], 2))
    t(lambda: fn(a=[1, 3], x=2))
