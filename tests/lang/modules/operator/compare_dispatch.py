# lt/le/eq/ne/gt/ge reach the reflected method, fall back to identity for ==, and raise CPython's texts
import operator as op
class V:
    def __init__(self, v): self.v = v
    def __repr__(self): return f'V({self.v})'
    def __lt__(self, o): return self.v < o.v if isinstance(o, V) else NotImplemented
    def __eq__(self, o): return self.v == o.v if isinstance(o, V) else NotImplemented
class W:
    def __gt__(self, o): return 'W.gt'
    def __repr__(self): return 'W()'
a, b = V(1), V(2)
for name in ['lt', 'le', 'eq', 'ne', 'gt', 'ge']:
    f = getattr(op, name)
    for x, y in [(a, b), (b, a), (a, V(1)), (a, 1), (1, a), (a, W()), (W(), a)]:
        try:
            print(name, x, y, f(x, y))
        except TypeError as e:
            print(name, x, y, type(e).__name__, e)
print(op.eq(float('nan'), float('nan')), op.ne([1], [1]), op.lt((1, 2), (1, 3)), op.ge('b', 'abc'), op.le({1}, {1, 2}), op.gt({1, 2}, {3}))
