# operator.contains, countOf, indexOf, concat
import operator as op

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(op.contains([1, 2], 2), op.contains('abc', 'bc'), op.contains({'a': 1}, 'a'), op.contains(range(5), 7))
print(op.countOf([1, 2, 1, 1.0, True], 1), op.countOf('banana', 'a'), op.countOf([], 1), op.countOf({1: 2}, 1))
print(op.indexOf([5, 6, 7], 7), op.indexOf('abc', 'c'), op.indexOf(iter([3, 4]), 4))
nan = float('nan')
print(op.countOf([nan, nan], nan), op.indexOf([1, nan], nan))
print(op.concat([1], [2]), op.concat('a', 'b'), op.concat((1,), (2,)))
t(lambda: op.contains(1, 2))
t(lambda: op.countOf(1, 2))
t(lambda: op.indexOf(1, 2))
t(lambda: op.indexOf([1], 2))
t(lambda: op.concat(1, 2))
t(lambda: op.concat([1], (2,)))
t(lambda: op.concat({}, {}))
t(lambda: op.concat('a', 1))
t(lambda: op.contains([1]))
class C:
    def __eq__(self, o):
        print('eq called')
        return True
c = C()
print(op.countOf([c, 1], c))
print(op.indexOf([1, 2], C()))
