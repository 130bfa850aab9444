# every bisect function over a matrix of argument types
import bisect

class Obj:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Obj(%r)' % (self.v,)

values = [0, 3, -2, 2.5, 'ab', '', [1, 2], [], (3, 4), {'k': 1}, None, True, Obj(1), [1, 2, 3], 'abc', range(5)]

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

for v in values:
    print('--', repr(v))
    for name in ['bisect_left', 'bisect_right']:
        fn = getattr(bisect, name)
        show(name + ' seq', lambda: fn(v, 2))
        show(name + ' x', lambda: fn([1, 2, 3], v))
        show(name + ' lo', lambda: fn([1, 2, 3], 2, v))
        show(name + ' hi', lambda: fn([1, 2, 3], 2, 0, v))
        show(name + ' key', lambda: fn([1, 2, 3], 2, key=v))
    for name in ['insort_left', 'insort_right']:
        fn = getattr(bisect, name)
        l = list(v) if isinstance(v, list) else v
        show(name + ' seq', lambda: (fn(l, 2), l))
        l = [1, 2, 3]
        show(name + ' x', lambda: (fn(l, v), l))
