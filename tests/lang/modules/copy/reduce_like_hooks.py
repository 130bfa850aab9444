# __copy__ / __deepcopy__ precedence, __getstate__ returning None or a tuple, __setstate__, copies of subclasses of list/dict
import copy
class OnlyDeep:
    def __init__(self): self.v = [1]
    def __deepcopy__(self, memo):
        return 'custom deep'
o = OnlyDeep()
print(copy.copy(o).v is o.v, copy.deepcopy(o))
class OnlyShallow:
    def __copy__(self):
        return 'custom shallow'
print(copy.copy(OnlyShallow()), type(copy.deepcopy(OnlyShallow())).__name__)
class L(list):
    def __init__(self, *a):
        super().__init__(*a)
        self.meta = {'m': 1}
l = L([[1], [2]])
l2, l3 = copy.copy(l), copy.deepcopy(l)
print(type(l2).__name__, l2, l2[0] is l[0], l3[0] is l[0], l2.meta is l.meta, l3.meta == l.meta, l3.meta is l.meta)
class D(dict):
    pass
d = D(a=[1])
d.extra = 'e'
d2 = copy.deepcopy(d)
print(type(d2).__name__, d2, d2['a'] is d['a'], d2.extra)
class WithState:
    def __init__(self): self.a, self.b = 1, 2
    def __getstate__(self): return {'a': self.a * 10}
w = copy.copy(WithState())
print(w.a, hasattr(w, 'b'))
class SetState:
    def __init__(self): self.v = 5
    def __setstate__(self, st):
        self.v = ('restored', st)
print(copy.copy(SetState()).v, copy.deepcopy(SetState()).v)
