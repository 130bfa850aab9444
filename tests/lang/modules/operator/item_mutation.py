# setitem, delitem, getitem with slices and keys; concat and contains/countOf/indexOf on many containers
import operator as op
l = list(range(10))
op.setitem(l, 0, 'z'); op.setitem(l, slice(1, 3), ['a', 'b', 'c']); op.delitem(l, -1); op.delitem(l, slice(0, None, 3))
print(l, op.getitem(l, slice(None, None, -1)), op.getitem('hello', slice(1, 4)), op.getitem({'k': 1}, 'k'))
d = {}
op.setitem(d, 'x', 1); op.setitem(d, ('t',), 2); op.delitem(d, 'x')
print(d)
print(op.concat([1], [2]), op.concat('a', 'b'), op.concat((1,), (2,)), op.contains('abc', 'b'), op.contains({1: 2}, 2), op.contains(range(5), 4))
print(op.countOf([1, 2, 1, 1], 1), op.countOf('banana', 'a'), op.indexOf([5, 6, 7], 7), op.indexOf('xyz', 'y'))
for f in [lambda: op.delitem([], 0), lambda: op.delitem({}, 'k'), lambda: op.setitem((1,), 0, 2), lambda: op.setitem('s', 0, 'x'),
          lambda: op.getitem(5, 0), lambda: op.indexOf([1], 2), lambda: op.concat(1, 2), lambda: op.concat([1], (2,)),
          lambda: op.contains(5, 1), lambda: op.countOf(5, 1), lambda: op.setitem([1], 5, 0)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
