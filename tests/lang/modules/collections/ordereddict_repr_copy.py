from collections import OrderedDict
print(OrderedDict([('a', 1)]), repr(OrderedDict()), str(OrderedDict(b=[1, 2])))
o = OrderedDict(a=1)
o['self'] = o
print(o)
n = OrderedDict(x=OrderedDict(y=OrderedDict()))
print(n)
c = n.copy(); c['z'] = 1; print(n, c, type(c).__name__)
print(hasattr(n, '__copy__'), hasattr(n, 'copy'))
m = OrderedDict(a=1) | {'b': 2}; print(m, type(m).__name__)
r = {'b': 2, 'a': 0} | OrderedDict(a=1); print(r, type(r).__name__)
i = OrderedDict(a=1); i |= {'c': 3}; print(i)
try:
    OrderedDict() | 1
except TypeError as e:
    print(type(e).__name__)
class MyOD(OrderedDict):
    pass
x = MyOD(k=1); print(x, x.copy(), type(x.copy()).__name__, MyOD())
