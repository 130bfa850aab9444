# operator's in-place functions: mutate what += mutates, return the result
import operator as op

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = [1]
b = op.iadd(a, [2])
print(a, b, a is b)
a = [1]
b = op.iconcat(a, (2, 3))
print(a, b, a is b)
s = {1}
print(op.ior(s, {2}), s)
s = {1, 2}
print(op.iand(s, {2}), s, op.isub(s, {2}), s, op.ixor(s, {5}), s)
d = {'a': 1}
print(op.ior(d, {'b': 2}), d)
x = 5
print(op.iadd(x, 2), op.isub(x, 2), op.imul(x, 2), op.itruediv(x, 2), op.ifloordiv(x, 2),
      op.imod(x, 2), op.ipow(x, 2), op.ilshift(x, 2), op.irshift(x, 1), op.iand(x, 3), op.ior(x, 3), op.ixor(x, 3), x)
t = (1,)
print(op.iadd(t, (2,)), t)
print(op.imul([1, 2], 2), op.imul('ab', 2))
class Acc:
    def __init__(self):
        self.v = 0
    def __iadd__(self, o):
        self.v += o
        return self
    def __add__(self, o):
        return 'add'
a = Acc()
print(op.iadd(a, 5) is a, a.v, op.add(a, 1))
def tt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
tt(lambda: op.iadd(1, 'a'))
tt(lambda: op.ipow(2, 'a'))
tt(lambda: op.imatmul(1, 2))
tt(lambda: op.iconcat(1, 2))
tt(lambda: op.iconcat({}, {}))
tt(lambda: op.iadd([1]))
tt(lambda: op.iadd([1], (2,), 3))
