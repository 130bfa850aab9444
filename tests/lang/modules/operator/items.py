# operator.getitem / setitem / delitem
import operator as op

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

l = [1, 2, 3, 4]
print(op.getitem(l, 1), op.getitem(l, -1), op.getitem(l, slice(1, 3)), op.getitem('abc', 0))
print(op.getitem({'a': 1}, 'a'), op.getitem(range(10), 3), op.getitem((5, 6), 1))
print(op.setitem(l, 0, 'x'), l)
print(op.setitem(l, slice(1, 3), ['y']), l)
print(op.delitem(l, 0), l)
d = {}
op.setitem(d, 'k', 'v')
print(d)
op.delitem(d, 'k')
print(d)
t(lambda: op.getitem(l, 10))
t(lambda: op.getitem({}, 'x'))
t(lambda: op.getitem(1, 2))
t(lambda: op.getitem(l, 'a'))
t(lambda: op.setitem((1,), 0, 2))
t(lambda: op.setitem(1, 2, 3))
t(lambda: op.delitem(1, 2))
t(lambda: op.delitem({}, 1))
t(lambda: op.setitem([1], 0))
t(lambda: op.getitem([1]))
t(lambda: op.delitem([1], 0, 1))
class M:
    def __getitem__(self, k):
        return ('got', k)
    def __setitem__(self, k, v):
        print('set', k, v)
    def __delitem__(self, k):
        print('del', k)
m = M()
print(op.getitem(m, (1, 2)))
op.setitem(m, 'a', 1)
op.delitem(m, 'b')
