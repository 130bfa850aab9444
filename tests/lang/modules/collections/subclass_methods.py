from collections import Counter, OrderedDict, defaultdict, ChainMap
class C(Counter):
    def __repr__(self):
        return 'C<%s>' % sorted(self.items())
class O(OrderedDict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10)
class D(defaultdict):
    def __init__(self):
        super().__init__(list)
class M(ChainMap):
    pass
c = C('aab'); print(c, repr(c), str(c), type(c + c).__name__)
o = O(); o['x'] = 1; o.update(y=2); print(o, type(o).__name__)
o.move_to_end('x'); print(o, list(o))
d = D(); d['k'].append(1); print(d)
try:
    d.copy()
except TypeError as e:
    print(type(e).__name__, e)
m = M({'a': 1}); print(m, m.new_child(), type(m.parents).__name__)
print(isinstance(c, Counter), isinstance(o, OrderedDict), isinstance(d, defaultdict), isinstance(m, ChainMap))
print(issubclass(C, dict), issubclass(O, dict), issubclass(M, dict))
class Attr(Counter):
    pass
a = Attr('x'); a.note = 'hi'; print(a.note, a)
class Ordered(Counter, OrderedDict):
    pass
oc = Ordered('abracadabra'); print(type(oc).__name__, sorted(oc.items()), oc.most_common(2))
