# __copy__, __deepcopy__, __getstate__ / __setstate__
import copy

class C:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print('__copy__')
        return C(self.v + 1)
    def __deepcopy__(self, memo):
        print('__deepcopy__', type(memo).__name__)
        return C(copy.deepcopy(self.v, memo))
c = C(5)
print(copy.copy(c).v, copy.deepcopy(c).v)
c = C([1])
print(copy.deepcopy([c, c])[0] is not c)
class St:
    def __init__(self):
        self.a = 1
        self.cache = 'big'
    def __getstate__(self):
        print('getstate')
        return {'a': self.a}
    def __setstate__(self, state):
        print('setstate', state)
        self.__dict__.update(state)
        self.cache = None
s = copy.copy(St())
print(s.a, s.cache)
s = copy.deepcopy(St())
print(s.a, s.cache)
class OnlySet:
    def __init__(self):
        self.x = [1]
    def __setstate__(self, state):
        print('setstate', state)
        self.y = state
o = copy.deepcopy(OnlySet())
print(o.y, hasattr(o, 'x'))
class ClsCopy:
    @classmethod
    def __copy__(cls):
        return 'nope'
