# operator's comparisons
import operator as op

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

vals = [1, 2.0, 'a', (1, 2), [1], None, {1}]
for a in vals:
    for b in vals:
        for name in ['lt', 'le', 'eq', 'ne', 'gt', 'ge']:
            t(lambda: (name, getattr(op, name)(a, b)))
class C:
    def __lt__(self, o):
        return 'custom'
    def __eq__(self, o):
        return NotImplemented
print(op.lt(C(), 1), op.gt(1, C()), op.eq(C(), C()))
print(op.is_(None, None), op.is_([], []), op.is_not(1, None), op.is_not(None, None))
t(lambda: op.lt(1))
t(lambda: op.eq(1, 2, 3))
t(lambda: op.is_(a=1, b=2))
