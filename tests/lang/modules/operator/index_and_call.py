# operator.index on ints, bools and __index__ classes; operator.call (3.11); truth, not_, is_ and is_not
import operator as op
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
class BadIndex:
    def __index__(self): return 1.5
print(op.index(5), op.index(True), op.index(-10**30), op.index(I(7)), [1, 2, 3][op.index(I(1))])
for bad in [1.5, '3', None, BadIndex(), [1]]:
    try:
        print(op.index(bad))
    except TypeError as e:
        print(type(e).__name__, e)
print(op.call(len, 'abc'), op.call(max, 3, 9, 2), op.call(sorted, [3, 1], reverse=True), op.call(dict, a=1))
try:
    op.call()
except TypeError as e:
    print(type(e).__name__, e)
try:
    op.call(5)
except TypeError as e:
    print(type(e).__name__, e)
class T:
    def __bool__(self): return False
class L:
    def __len__(self): return 0
print(op.truth(T()), op.truth(L()), op.not_(T()), op.not_([]), op.truth([0]), op.is_(None, None), op.is_not(1, None), op.is_([], []))
