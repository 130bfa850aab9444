# operator.length_hint
import operator as op
import itertools

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(op.length_hint([1, 2, 3]), op.length_hint('abcd'), op.length_hint({}), op.length_hint(range(7)))
print(op.length_hint(1), op.length_hint(1, 5), op.length_hint(None, 2), op.length_hint(object()))
it = iter([1, 2, 3])
next(it)
print(op.length_hint(it))
print(op.length_hint(itertools.repeat(1, 4)), op.length_hint(itertools.repeat(1), 9))
class H:
    def __length_hint__(self):
        return 12
class L:
    def __len__(self):
        return 3
    def __length_hint__(self):
        return 99
class NI:
    def __length_hint__(self):
        return NotImplemented
class Neg:
    def __length_hint__(self):
        return -1
class Bad:
    def __length_hint__(self):
        return 'x'
class Raise:
    def __length_hint__(self):
        raise TypeError('no hint')
print(op.length_hint(H()), op.length_hint(L()), op.length_hint(NI(), 4), op.length_hint(Raise(), 6))
t(lambda: op.length_hint(Neg()))
t(lambda: op.length_hint(Bad()))
t(lambda: op.length_hint(1, 'a'))
t(lambda: op.length_hint(1, 1.5))
t(lambda: op.length_hint())
t(lambda: op.length_hint(1, 2, 3))
t(lambda: op.length_hint([], default=1))
