# copy.copy of the built-in types
import copy

vals = [1, 2.5, 'abc', b'xy', None, True, (1, [2]), frozenset({1}), range(3), len, int, Ellipsis]
for v in vals:
    c = copy.copy(v)
    print(repr(c), c is v)
l = [1, [2, 3]]
c = copy.copy(l)
print(c, c is l, c[1] is l[1])
d = {'a': [1]}
c = copy.copy(d)
print(c, c is d, c['a'] is d['a'])
s = {1, 2}
c = copy.copy(s)
print(c, c is s)
def f():
    pass
print(copy.copy(f) is f, copy.deepcopy(f) is f)
class K:
    pass
print(copy.copy(K) is K, copy.deepcopy(K) is K)
class M:
    def meth(self):
        return 'm'
b = M().meth
print(copy.copy(b)() , copy.copy(b) == b, copy.deepcopy([1]) == [1])
