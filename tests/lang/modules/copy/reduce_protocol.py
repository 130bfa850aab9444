# a class's own __reduce__ / __reduce_ex__ decide its copies: args, state, list and dict items, a str meaning "itself"
import copy
class R:
    def __init__(self, a): self.a = a
    def __reduce__(self): return (R, (self.a * 2,))
print(copy.copy(R(1)).a, copy.deepcopy(R([1])).a, copy.deepcopy([R(3)])[0].a)
class Ex:
    def __init__(self, v): self.v = v
    def __reduce_ex__(self, proto): return (Ex, (('proto', proto, self.v),))
print(copy.copy(Ex(1)).v, copy.deepcopy(Ex(2)).v)
class Glob:
    def __reduce__(self): return 'Glob'
g = Glob()
print(copy.copy(g) is g, copy.deepcopy(g) is g)
class WithState:
    def __init__(self): self.x = [1]
    def __reduce__(self): return (WithState.__new__, (WithState,), {'x': self.x, 'y': 'from state'})
w = WithState()
w2, w3 = copy.copy(w), copy.deepcopy(w)
print(w2.x is w.x, w3.x is w.x, w3.x, w2.y)
class SetSt:
    def __reduce__(self): return (SetSt, (), ('state', [1]))
    def __setstate__(self, st): self.got = st
print(copy.copy(SetSt()).got, copy.deepcopy(SetSt()).got)
class Bag(list):
    def __reduce__(self): return (Bag, (), None, iter(self))
class Map(dict):
    def __reduce__(self): return (Map, (), None, None, iter(self.items()))
b, m = Bag([[1], [2]]), Map(k=[1])
print(type(copy.copy(b)).__name__, copy.copy(b), copy.deepcopy(b)[0] is b[0], copy.copy(b)[0] is b[0])
print(type(copy.deepcopy(m)).__name__, copy.deepcopy(m), copy.deepcopy(m)['k'] is m['k'])
class Cyc:
    def __init__(self): self.me = self
    def __reduce__(self): return (Cyc.__new__, (Cyc,), {'me': self.me})
c = copy.deepcopy(Cyc())
print(c.me is c)
class Both:
    def __reduce__(self): return (Both, ())
    def __copy__(self): return 'copy wins'
print(copy.copy(Both()), type(copy.deepcopy(Both())).__name__)
